import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageField, ImageUploadContext } from './ImageField';

afterEach(cleanup);

const STORED = `/api/pilotsh/media/${'a'.repeat(64)}.png`;

function renderWithUpload(value: string, upload: (picture: Blob) => Promise<string>) {
  const onChange = vi.fn();
  render(
    <ImageUploadContext.Provider value={upload}>
      <ImageField label="图片" value={value} onChange={onChange} />
    </ImageUploadContext.Provider>,
  );
  return onChange;
}

describe('ImageField', () => {
  it('uploads a picture to the platform and puts its media path into the pack', async () => {
    const upload = vi.fn(async () => STORED);
    const onChange = renderWithUpload('', upload);
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'dice.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('图片：上传图片'), { target: { files: [png] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(STORED));
    expect(upload).toHaveBeenCalledWith(png);
  });

  it('shows the stored picture as a thumbnail, and an inline data: URI of an older pack as it is', () => {
    renderWithUpload(STORED, vi.fn());
    expect(screen.getByTestId('image-thumb').getAttribute('src')).toBe(STORED);
    cleanup();
    renderWithUpload('data:image/png;base64,iVBORw==', vi.fn());
    expect((screen.getByLabelText('图片') as HTMLInputElement).value).toContain('内嵌在活动包里的图片');
  });

  it('refuses SVG and what is not a picture, pictures over 2 MB, and says why the platform refused one', async () => {
    const upload = vi.fn(async () => {
      throw new Error('只能上传 PNG、JPEG、GIF 或 WebP 图片（SVG 可能带脚本，不接受）');
    });
    const onChange = renderWithUpload('/pilotsh/dice.svg', upload);
    const input = screen.getByLabelText('图片：上传图片');
    fireEvent.change(input, { target: { files: [new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' })] } });
    expect(screen.getByText('只能上传 PNG、JPEG、GIF 或 WebP 图片')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' })] } });
    expect(screen.getByText(/图片不能超过 2 MB/)).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { files: [new File(['x'], 'fake.png', { type: 'image/png' })] } });
    expect(await screen.findByText(/SVG 可能带脚本/)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    expect((screen.getByLabelText('图片') as HTMLInputElement).value).toBe('/pilotsh/dice.svg');
  });
});

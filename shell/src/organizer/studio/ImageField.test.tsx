import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageField } from './ImageField';

afterEach(cleanup);

describe('ImageField', () => {
  it('keeps an uploaded picture inline as a data: URI', async () => {
    const onChange = vi.fn();
    render(<ImageField label="图片" value="" onChange={onChange} />);
    const png = new File([new Uint8Array([137, 80, 78, 71])], 'dice.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('图片：上传图片'), { target: { files: [png] } });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('data:image/png;base64,iVBORw=='));
  });

  it('refuses what is not a picture and pictures too large for the pack', () => {
    const onChange = vi.fn();
    render(<ImageField label="图片" value="/pilotsh/dice.svg" onChange={onChange} />);
    const input = screen.getByLabelText('图片：上传图片');
    fireEvent.change(input, { target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] } });
    expect(screen.getByText('只能上传 PNG、JPEG、GIF、WebP 或 SVG 图片')).toBeTruthy();
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(400_000)], 'big.png', { type: 'image/png' })] } });
    expect(screen.getByText(/图片不能超过 360 KB/)).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    expect((screen.getByLabelText('图片') as HTMLInputElement).value).toBe('/pilotsh/dice.svg');
  });
});

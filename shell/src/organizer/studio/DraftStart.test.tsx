import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StudioVersionSummary } from '@citygames/contracts/organizer/studio.schema';
import { DraftStart } from './DraftStart';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const version = (number: number, id: string): StudioVersionSummary => ({
  id,
  number,
  note: number === 1 ? '首发' : '',
  publishedBy: '组织者甲',
  publishedAt: '2026-05-01T02:00:00Z',
  message: '已导入',
});
const VERSIONS = [version(2, 'b'.repeat(24)), version(1, 'a'.repeat(24))];

function renderStart(hasDraft = false) {
  const onStart = vi.fn();
  const onRefuse = vi.fn();
  render(<DraftStart hasDraft={hasDraft} busy={false} versions={VERSIONS} onStart={onStart} onRefuse={onRefuse} />);
  return { onStart, onRefuse };
}

describe('DraftStart', () => {
  it('starts from the demo, the live event, empty, or the chosen published version', () => {
    const { onStart } = renderStart();
    fireEvent.click(screen.getByRole('button', { name: '从演示活动包开始' }));
    fireEvent.click(screen.getByRole('button', { name: '从当前活动开始' }));
    fireEvent.click(screen.getByRole('button', { name: '从空白开始' }));
    fireEvent.change(screen.getByLabelText('已发布的版本'), { target: { value: 'a'.repeat(24) } });
    fireEvent.click(screen.getByRole('button', { name: '从这个已发布的版本开始' }));
    expect(onStart.mock.calls.map(([choice]: unknown[]) => choice)).toEqual([
      { from: 'demo' },
      { from: 'live' },
      { from: 'empty' },
      { from: 'version', versionId: 'a'.repeat(24) },
    ]);
  });

  it('opens a pack file as the draft; a file that is not a JSON object is refused before asking the server', async () => {
    const { onStart, onRefuse } = renderStart();
    const input = screen.getByLabelText('上传活动包文件');
    const pack = { event: { name: '另一场活动' }, tasks: [] };
    fireEvent.change(input, { target: { files: [new File([JSON.stringify(pack)], 'other.json', { type: 'application/json' })] } });
    await waitFor(() => expect(onStart).toHaveBeenCalledWith({ from: 'pack', pack }));
    fireEvent.change(input, { target: { files: [new File(['{ not json'], 'broken.json')] } });
    await waitFor(() => expect(onRefuse).toHaveBeenCalledWith('「broken.json」不是活动包文件（内容无法读取）'));
    fireEvent.change(input, { target: { files: [new File(['[1, 2]'], 'list.json')] } });
    await waitFor(() => expect(onRefuse).toHaveBeenCalledWith('「list.json」不是活动包：文件里的内容不是一个活动包'));
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it('asks before replacing a draft, and does nothing when the organiser says no', () => {
    const confirm = vi.fn<(message: string) => boolean>().mockReturnValue(false);
    vi.stubGlobal('confirm', confirm);
    const { onStart } = renderStart(true);
    fireEvent.click(screen.getByRole('button', { name: '从这个已发布的版本开始' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('从第 2 版开始会替换现在的草稿'));
    expect(onStart).not.toHaveBeenCalled();
  });
});

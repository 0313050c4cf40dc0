import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { revealsCard } from './scratch-geometry';
import { ScratchCardGame } from './ScratchCardGame';

afterEach(cleanup);

describe('revealsCard', () => {
  it('reveals within 50 px of the centre only', () => {
    const size = { width: 300, height: 160 };
    expect(revealsCard({ x: 150, y: 80 }, size)).toBe(true);
    expect(revealsCard({ x: 150 + 30, y: 80 + 40 }, size)).toBe(true); // exactly 50
    expect(revealsCard({ x: 150 + 51, y: 80 }, size)).toBe(false);
    expect(revealsCard({ x: 5, y: 5 }, size)).toBe(false);
  });
});

function scratchAt(canvas: HTMLElement, x: number, y: number) {
  canvas.getBoundingClientRect = () => ({ left: 0, top: 0, width: 300, height: 160, right: 300, bottom: 160, x: 0, y: 0, toJSON: () => ({}) });
  fireEvent.pointerDown(canvas, { pointerId: 1, clientX: x, clientY: y });
  fireEvent.pointerUp(canvas, { pointerId: 1 });
}

describe('ScratchCardGame', () => {
  it('keeps reset disabled until the centre is scratched, then draws a new value from the server', async () => {
    const drawValue = vi.fn().mockResolvedValueOnce('1 步').mockResolvedValueOnce('0 步');
    render(<ScratchCardGame drawValue={drawValue} />);
    await waitFor(() => expect(screen.getByTestId('scratch-value').textContent).toBe('1 步'));
    const reset = screen.getByRole('button', { name: '再来一次' }) as HTMLButtonElement;
    expect(reset.disabled).toBe(true);

    const canvas = screen.getByLabelText('刮刮卡涂层');
    scratchAt(canvas, 10, 10);
    expect(reset.disabled).toBe(true);
    scratchAt(canvas, 160, 90);
    expect(reset.disabled).toBe(false);

    await act(async () => {
      fireEvent.click(reset);
    });
    await waitFor(() => expect(screen.getByTestId('scratch-value').textContent).toBe('0 步'));
    expect(drawValue).toHaveBeenCalledTimes(2);
    expect((screen.getByRole('button', { name: '再来一次' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the failure with a retry', async () => {
    const drawValue = vi.fn().mockRejectedValueOnce(new Error('你没有权限访问此页面')).mockResolvedValueOnce('2 步');
    render(<ScratchCardGame drawValue={drawValue} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('你没有权限访问此页面'));
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByTestId('scratch-value').textContent).toBe('2 步'));
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DrawingCanvas } from './DrawingCanvas';
import { strokeStyleFor, toCanvasPoint } from './drawing-tools';

afterEach(cleanup);

describe('strokeStyleFor', () => {
  it('draws with a 2 px pen and a 20 px eraser', () => {
    expect(strokeStyleFor('pen').lineWidth).toBe(2);
    expect(strokeStyleFor('eraser').lineWidth).toBe(20);
  });

  it('erases with destination-out so content under the canvas survives', () => {
    expect(strokeStyleFor('eraser').composite).toBe('destination-out');
    expect(strokeStyleFor('pen').composite).toBe('source-over');
  });

  it('honours custom widths and colour', () => {
    expect(strokeStyleFor('pen', { penWidth: 4, penColor: '#000' })).toEqual({ lineWidth: 4, composite: 'source-over', color: '#000' });
    expect(strokeStyleFor('eraser', { eraserWidth: 30 }).lineWidth).toBe(30);
  });
});

describe('toCanvasPoint', () => {
  it('scales a pointer position on a shrunk canvas back to logical pixels', () => {
    const point = toCanvasPoint(110, 60, { left: 10, top: 10, width: 180, height: 180 }, { width: 360, height: 360 });
    expect(point).toEqual({ x: 200, y: 100 });
  });
});

describe('DrawingCanvas', () => {
  it('switches between pen and eraser and reports clear', () => {
    const onChange = vi.fn();
    render(<DrawingCanvas width={200} height={100} onChange={onChange} />);
    const canvas = screen.getByLabelText('草稿画布');
    expect(canvas.getAttribute('data-tool')).toBe('pen');
    fireEvent.click(screen.getByRole('button', { name: '橡皮' }));
    expect(canvas.getAttribute('data-tool')).toBe('eraser');
    expect(screen.getByRole('button', { name: '橡皮' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(onChange).toHaveBeenCalledWith({ kind: 'clear', tool: 'eraser' });
  });

  it('reports a finished stroke with the tool used', () => {
    const onChange = vi.fn();
    render(<DrawingCanvas width={200} height={100} onChange={onChange} labels={{ pen: '笔' }} />);
    const canvas = screen.getByLabelText('草稿画布');
    fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 5, clientY: 5 });
    fireEvent.pointerMove(canvas, { pointerId: 1, clientX: 30, clientY: 20 });
    fireEvent.pointerUp(canvas, { pointerId: 1 });
    expect(onChange).toHaveBeenCalledWith({ kind: 'stroke', tool: 'pen' });
    expect(screen.getByRole('button', { name: '笔' })).toBeTruthy();
  });

  it('renders content under the strokes', () => {
    render(
      <DrawingCanvas width={200} height={100}>
        <p>网格</p>
      </DrawingCanvas>,
    );
    expect(screen.getByText('网格')).toBeTruthy();
  });
});

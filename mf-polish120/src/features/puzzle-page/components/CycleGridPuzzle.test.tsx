import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CycleGridPuzzle, nextVariant } from './CycleGridPuzzle';

afterEach(cleanup);

describe('CycleGridPuzzle', () => {
  it('cycles a tapped cell through its variants and leaves the others', () => {
    const cells = Array.from({ length: 15 }, (_, i) => ({
      variants: [
        { kind: 'text' as const, text: `${i}a` },
        { kind: 'text' as const, text: `${i}b` },
        { kind: 'text' as const, text: `${i}c` },
      ],
    }));
    render(<CycleGridPuzzle rows={5} columns={3} cells={cells} />);
    const cell = screen.getByRole('button', { name: /第 2 行第 1 列/ });
    expect(cell.textContent).toBe('3a');
    fireEvent.click(cell);
    expect(cell.textContent).toBe('3b');
    fireEvent.click(cell);
    fireEvent.click(cell);
    expect(cell.textContent).toBe('3a');
    expect(screen.getByRole('button', { name: /第 1 行第 1 列/ }).textContent).toBe('0a');
    expect(screen.getAllByRole('button')).toHaveLength(15);
  });

  it('wraps around', () => {
    expect(nextVariant(2, 3)).toBe(0);
    expect(nextVariant(0, 1)).toBe(0);
  });
});

import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabBar } from './TabBar';

afterEach(cleanup);

const TABS = [
  { key: 'submit', title: '提交任务' },
  { key: 'progress', title: '任务进度' },
] as const;

describe('TabBar', () => {
  it('marks the active tab and reports a click on another one', () => {
    const onChange = vi.fn();
    render(<TabBar tabs={TABS} activeKey="submit" onChange={onChange} className="ps-tabs" />);
    expect(screen.getByRole('tab', { name: '提交任务' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: '任务进度' }).getAttribute('aria-selected')).toBe('false');
    fireEvent.click(screen.getByRole('tab', { name: '提交任务' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('tab', { name: '任务进度' }));
    expect(onChange).toHaveBeenCalledWith('progress');
    expect(screen.getByRole('tablist').parentElement?.className).toBe('cg-tabs ps-tabs');
  });
});

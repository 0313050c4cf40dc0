import { describe, expect, it } from 'vitest';
import { formatCountdown, formatLocalTime } from './format-time';

describe('formatCountdown', () => {
  it('shows minutes and zero-padded seconds', () => {
    expect(formatCountdown(125)).toBe('2 分 05 秒');
    expect(formatCountdown(120)).toBe('2 分 00 秒');
    expect(formatCountdown(59)).toBe('0 分 59 秒');
  });

  it('never goes below zero and rounds partial seconds up', () => {
    expect(formatCountdown(-3)).toBe('0 分 00 秒');
    expect(formatCountdown(0.2)).toBe('0 分 01 秒');
    expect(formatCountdown(Number.NaN)).toBe('0 分 00 秒');
  });
});

describe('formatLocalTime', () => {
  it('renders a UTC string in local zh-CN form and ignores empty or broken values', () => {
    const iso = '2025-07-12T01:00:00.000Z';
    expect(formatLocalTime(iso)).toBe(new Date(iso).toLocaleString('zh-CN', { hour12: false }));
    expect(formatLocalTime('')).toBe('');
    expect(formatLocalTime(null)).toBe('');
    expect(formatLocalTime('not a date')).toBe('');
  });
});

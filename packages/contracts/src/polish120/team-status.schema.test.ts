import { describe, expect, it } from 'vitest';
import { TeamStatusCommand } from './team-status.schema.js';

describe('TeamStatusCommand', () => {
  it('takes the start, a stage claim and exactly one station', () => {
    expect(TeamStatusCommand.safeParse({ type: 'start', args: { confirm_start: true } }).success).toBe(true);
    expect(TeamStatusCommand.safeParse({ type: 'set_x_stage', args: { x_stage: 1, x_stage_key: 'D9E3' } }).success).toBe(true);
    expect(TeamStatusCommand.safeParse({ type: 'add', args: { x2: true, answer: '南京东路' } }).success).toBe(true);
  });

  it('refuses a stage outside 1–4, two stations at once and a station without its name', () => {
    expect(TeamStatusCommand.safeParse({ type: 'set_x_stage', args: { x_stage: 5, x_stage_key: '' } }).success).toBe(false);
    expect(TeamStatusCommand.safeParse({ type: 'add', args: { x1: true, x2: true, answer: '陕西南路' } }).success).toBe(false);
    expect(TeamStatusCommand.safeParse({ type: 'add', args: { x1: true } }).success).toBe(false);
    expect(TeamStatusCommand.safeParse({ type: 'start', args: { confirm_start: 'yes' } }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { TeamStatusCommand } from './team-status.schema.js';
import { AREA_ANSWER_MAX_LENGTH, GBK_KEY_MAX_LENGTH, STATION_ANSWER_MAX_LENGTH } from './x-area.rules.js';

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

  it('limits a stage key by what opens the stage: the GBK hex of a converter text, the area answer, a station name', () => {
    const stageClaim = (x_stage: number, x_stage_key: string) => TeamStatusCommand.safeParse({ type: 'set_x_stage', args: { x_stage, x_stage_key } }).success;
    expect(stageClaim(1, 'D9E3'.repeat(GBK_KEY_MAX_LENGTH / 4))).toBe(true);
    expect(stageClaim(1, 'D9E3'.repeat(GBK_KEY_MAX_LENGTH / 4) + 'D')).toBe(false);
    expect(stageClaim(2, '十'.repeat(AREA_ANSWER_MAX_LENGTH))).toBe(true);
    expect(stageClaim(2, '十'.repeat(AREA_ANSWER_MAX_LENGTH + 1))).toBe(false);
    expect(stageClaim(3, '陕'.repeat(STATION_ANSWER_MAX_LENGTH + 1))).toBe(false);
    const station = (answer: string) => TeamStatusCommand.safeParse({ type: 'add', args: { x1: true, answer } }).success;
    expect(station('陕'.repeat(STATION_ANSWER_MAX_LENGTH))).toBe(true);
    expect(station('陕'.repeat(STATION_ANSWER_MAX_LENGTH + 1))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { rankResults, rankedResultsCsv, type UnrankedResult } from './ranked-results.js';

const row = (team: string, score: number, lastScoredAt: string | null): UnrankedResult => ({
  team,
  leader: `${team}队长`,
  members: ['甲'],
  score,
  lastScoredAt,
  startedAt: null,
  progress: '',
});

describe('rankResults', () => {
  it('ranks by score, then by who reached it first; equal score and time share a rank and skip the next', () => {
    const ranked = rankResults([
      row('丙', 3, '2026-05-01T02:00:00.000Z'),
      row('甲', 5, '2026-05-01T03:00:00.000Z'),
      row('乙', 3, '2026-05-01T01:00:00.000Z'),
      row('丁', 3, '2026-05-01T01:00:00.000Z'),
      row('戊', 0, null),
    ]);
    expect(ranked.map((entry) => [entry.rank, entry.team])).toEqual([
      [1, '甲'],
      [2, '丁'],
      [2, '乙'],
      [4, '丙'],
      [5, '戊'],
    ]);
  });

  it('puts a team that never scored after one that did, even with the same score', () => {
    const ranked = rankResults([row('甲', 0, null), row('乙', 0, '2026-05-01T01:00:00.000Z')]);
    expect(ranked.map((entry) => [entry.rank, entry.team])).toEqual([
      [1, '乙'],
      [2, '甲'],
    ]);
  });
});

describe('rankedResultsCsv', () => {
  it('writes the same columns for every game, with the score name in the header', () => {
    const csv = rankedResultsCsv({ scoreName: '资产总数', rows: rankResults([row('=红队', 7, '2026-05-01T01:00:00.000Z')]) });
    const [header, first] = csv.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe('名次,队伍,队长,队员,人数,得分（资产总数）,最后得分时间,开始时间,进度');
    expect(first).toBe("1,'=红队,'=红队队长,甲,2,7,2026-05-01 09:00:00,,");
  });
});

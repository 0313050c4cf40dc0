import { describe, expect, it } from 'vitest';
import type { PlayerRisk } from '@citygames/contracts/fanhua/risk.schema';
import { effectiveRisk, nextSort, pageOf, reasonLines, riskLevel, sortRisks } from './risk-table';

const player = (id: string, name: string, risk: number, status: PlayerRisk['status'] = 'completed'): PlayerRisk => ({
  id,
  name,
  phone: '',
  status,
  risk,
  reason: '',
  checked_at: null,
});

describe('risk table', () => {
  const players = [player('b2', '乙', 60), player('a1', '甲', 21), player('c3', '丙', 90, 'running'), player('d4', '丁', 5)];

  it('colours above 50 high and above 20 medium, and shows ? until checked', () => {
    expect(players.map(riskLevel)).toEqual(['high', 'medium', 'unknown', 'low']);
    expect(riskLevel(player('x', 'x', 50))).toBe('medium');
    expect(riskLevel(player('x', 'x', 20))).toBe('low');
    expect(effectiveRisk(players[2]!)).toBe(0);
  });

  it('sorts by registration order (the id column), name or effective risk both ways', () => {
    // The server lists players in registration order: b2 registered first.
    expect(sortRisks(players, 'id', 'asc').map((p) => p.id)).toEqual(['b2', 'a1', 'c3', 'd4']);
    expect(sortRisks(players, 'id', 'desc').map((p) => p.id)).toEqual(['d4', 'c3', 'a1', 'b2']);
    expect(sortRisks(players, 'risk', 'desc').map((p) => p.id)).toEqual(['b2', 'a1', 'd4', 'c3']);
    expect(sortRisks(players, 'risk', 'asc').map((p) => p.id)).toEqual(['c3', 'd4', 'a1', 'b2']);
    expect(sortRisks(players, 'name', 'desc')).toHaveLength(4);
  });

  it('pages ten at a time and splits reasons', () => {
    const many = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(many, 3)).toEqual({ rows: [20, 21, 22], page: 3, totalPages: 3 });
    expect(pageOf(many, 9).page).toBe(3);
    expect(pageOf([], 1)).toEqual({ rows: [], page: 1, totalPages: 1 });
    expect(reasonLines('一；二；')).toEqual(['一', '二']);
  });

  it('turns the direction of the sorted column, and starts a new column high-to-low for risk, A-to-Z otherwise', () => {
    expect(nextSort({ key: 'risk', direction: 'desc' }, 'risk')).toEqual({ key: 'risk', direction: 'asc' });
    expect(nextSort({ key: 'risk', direction: 'asc' }, 'risk')).toEqual({ key: 'risk', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'risk')).toEqual({ key: 'risk', direction: 'desc' });
    expect(nextSort({ key: 'risk', direction: 'desc' }, 'id')).toEqual({ key: 'id', direction: 'asc' });
  });
});

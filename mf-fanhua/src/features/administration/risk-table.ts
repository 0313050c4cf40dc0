import type { PlayerRisk } from '@citygames/contracts/fanhua/risk.schema';

export const RISK_PAGE_SIZE = 10;
export type RiskSortKey = 'id' | 'name' | 'risk';
export type SortDirection = 'asc' | 'desc';
export interface RiskSort {
  key: RiskSortKey;
  direction: SortDirection;
}

/** Tapping a column again turns its direction; a new column starts high-to-low for risk, A-to-Z otherwise. */
export function nextSort(current: RiskSort, key: RiskSortKey): RiskSort {
  if (current.key === key) return { key, direction: current.direction === 'desc' ? 'asc' : 'desc' };
  return { key, direction: key === 'risk' ? 'desc' : 'asc' };
}

/** Effective risk: the risk when the check completed, otherwise 0. */
export function effectiveRisk(player: PlayerRisk): number {
  return player.status === 'completed' ? player.risk : 0;
}

export type RiskLevel = 'high' | 'medium' | 'low' | 'unknown';

/** Above 50 high, above 20 medium, otherwise low; '?' (unknown) until checked. */
export function riskLevel(player: PlayerRisk): RiskLevel {
  if (player.status !== 'completed') return 'unknown';
  if (player.risk > 50) return 'high';
  if (player.risk > 20) return 'medium';
  return 'low';
}

const collator = new Intl.Collator('zh-CN', { numeric: true });

/**
 * Sorts the table. Account ids are opaque strings, so the id column follows registration order,
 * which is the order the server lists players in; ties fall back to it too.
 */
export function sortRisks(players: readonly PlayerRisk[], key: RiskSortKey, direction: SortDirection): PlayerRisk[] {
  const sign = direction === 'asc' ? 1 : -1;
  const registered = new Map(players.map((player, index) => [player.id, index]));
  const order = (player: PlayerRisk) => registered.get(player.id) ?? 0;
  return [...players].sort((a, b) => {
    const primary = key === 'risk' ? effectiveRisk(a) - effectiveRisk(b) : key === 'name' ? collator.compare(a.name, b.name) : order(a) - order(b);
    return primary !== 0 ? primary * sign : order(a) - order(b);
  });
}

export function pageOf<T>(rows: readonly T[], page: number, size = RISK_PAGE_SIZE): { rows: T[]; page: number; totalPages: number } {
  const totalPages = Math.max(1, Math.ceil(rows.length / size));
  const current = Math.min(Math.max(1, page), totalPages);
  return { rows: rows.slice((current - 1) * size, current * size), page: current, totalPages };
}

/** The Chinese reasons as a list (the server joins them with '；'). */
export function reasonLines(reason: string): string[] {
  return reason
    .split('；')
    .map((line) => line.trim())
    .filter(Boolean);
}

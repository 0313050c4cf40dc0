import type { PlayerRisk } from '../../api/admin-api';

export const RISK_PAGE_SIZE = 10;
export type RiskSortKey = 'id' | 'name' | 'risk';
export type SortDirection = 'asc' | 'desc';

/** Effective risk (spec §3): the risk when the check completed, otherwise 0. */
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

export function sortRisks(players: readonly PlayerRisk[], key: RiskSortKey, direction: SortDirection): PlayerRisk[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...players].sort((a, b) => {
    const primary =
      key === 'risk' ? effectiveRisk(a) - effectiveRisk(b) : collator.compare(key === 'id' ? a.id : a.name, key === 'id' ? b.id : b.name);
    return primary !== 0 ? primary * sign : collator.compare(a.id, b.id);
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

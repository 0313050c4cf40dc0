import type { Query } from '@tanstack/react-query';

/**
 * Every react-query key of fanhua. Each key starts with 'fanhua' and then names its section, so a
 * whole section (`queryKeys.admin.all`) or everything but one section (`allExcept`) can be refreshed.
 */
export const queryKeys = {
  all: ['fanhua'] as const,
  myTeam: ['fanhua', 'my-team'] as const,
  teamList: ['fanhua', 'team-list'] as const,
  areaMap: ['fanhua', 'area-map'] as const,
  areaStates: ['fanhua', 'area-states'] as const,
  assets: {
    all: ['fanhua', 'assets'] as const,
    ofTeam: (teamId: string) => ['fanhua', 'assets', teamId] as const,
  },
  leaderboard: {
    all: ['fanhua', 'leaderboard'] as const,
    of: (type: string | undefined, arg: string | undefined) => ['fanhua', 'leaderboard', type, arg] as const,
  },
  awakening: (teamId: string) => ['fanhua', 'awakening', teamId] as const,
  tradeHistory: ['fanhua', 'trade-history'] as const,
  tradeDetails: (tradeId: string | null) => ['fanhua', 'trade-details', tradeId] as const,
  radio: {
    all: ['fanhua', 'radio'] as const,
    page: (page: number) => ['fanhua', 'radio', page] as const,
  },
  admin: {
    all: ['fanhua', 'admin'] as const,
    teams: ['fanhua', 'admin', 'teams'] as const,
    players: ['fanhua', 'admin', 'players'] as const,
    areas: ['fanhua', 'admin', 'areas'] as const,
    riskJob: ['fanhua', 'admin', 'risk-job'] as const,
    risks: ['fanhua', 'admin', 'risks'] as const,
  },
};

/** A filter for every query outside the section of `key` (e.g. all but the admin lists). */
export function allExcept(key: readonly ['fanhua', string, ...unknown[]]) {
  return { predicate: (query: Query) => query.queryKey[1] !== key[1] };
}

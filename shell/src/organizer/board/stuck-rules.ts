/** A team that has solved nothing for this long is marked stuck on the board. */
export const STUCK_AFTER_MS = 30 * 60_000;

/** 3725 s → '1小时2分', 125 s → '2分', under a minute → '不到1分'. */
export function formatStuckFor(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return '不到1分';
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours}小时${minutes % 60}分` : `${minutes}分`;
}

/** How long each team has solved nothing, longest first; teams that have not started last. */
export function byLongestStuck<Team extends { stuckSince: string | null; name: string }>(teams: readonly Team[]): Team[] {
  const since = (team: Team) => (team.stuckSince ? new Date(team.stuckSince).getTime() : Number.POSITIVE_INFINITY);
  return [...teams].sort((a, b) => since(a) - since(b) || a.name.localeCompare(b.name, 'zh-Hans-CN'));
}

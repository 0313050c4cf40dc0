import { TeamModel, type TeamRecord } from '../teams/team.model.js';
import type { BoardFreeze } from './board-freeze.js';
import { frozenStandings } from './frozen-standings.js';
import type { StandingLine } from './frozen-standings.model.js';
import type { LeaderboardEntry } from './read-leaderboard.js';

/** The top lines of one asset key, ranked as the live board ranks them (count descending, then team id). */
function rankedLines(lines: readonly StandingLine[], type: string, arg: string): StandingLine[] {
  const byTeamId = (a: StandingLine, b: StandingLine) => (String(a.teamId) < String(b.teamId) ? -1 : 1);
  return lines.filter((line) => line.type === type && line.arg === arg && line.count > 0).sort((a, b) => b.count - a.count || byTeamId(a, b));
}

/**
 * The players' board once it froze (docs/organizer.md「定时开放、关闭与封榜」): any type, arg and limit, computed from the
 * standings kept at the freeze (frozen-standings.ts), so every board shows the same moment. Names are today's: a team
 * renamed since shows its new name, a team deleted since is left out.
 */
export async function readFrozenLeaderboard(freeze: BoardFreeze, type: string, arg: string, limit: number): Promise<LeaderboardEntry[]> {
  const ranked = rankedLines(await frozenStandings(freeze), type, arg);
  const teams = await TeamModel.find({ _id: { $in: ranked.map((line) => line.teamId) } }, { name: 1 }).lean<Pick<TeamRecord, '_id' | 'name'>[]>();
  const names = new Map(teams.map((team) => [String(team._id), team.name]));
  return ranked
    .filter((line) => names.has(String(line.teamId)))
    .slice(0, limit)
    .map((line) => ({ teamId: String(line.teamId), teamName: names.get(String(line.teamId)) ?? '', count: line.count }));
}

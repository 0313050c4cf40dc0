import type { PilotshBoardRow } from '@citygames/contracts/organizer/board.schema';
import { TaskSolve } from '@citygames/task-engine/data-access/task-solve-model';
import { TeamTaskState } from '@citygames/task-engine/data-access/team-task-state-model';
import { AreaVisit } from '../areas/area-visit.model.js';
import { findEventContent } from '../content/event-content.js';
import { readRoster } from './roster-view.js';

/** Per team: where it stands, tasks solved, bans running now and its last activity. */
export async function readTeamBoard(now: Date): Promise<PilotshBoardRow[]> {
  const [roster, content, solves, bans, visits] = await Promise.all([
    readRoster(),
    findEventContent(),
    TaskSolve.find({}, { teamId: 1, solvedAt: 1 }).lean(),
    TeamTaskState.find({ banUntil: { $gt: now } }, { teamId: 1 }).lean(),
    AreaVisit.find({}, { teamId: 1, visitedAt: 1 }).lean(),
  ]);
  const latest = (dates: Date[]) => (dates.length > 0 ? new Date(Math.max(...dates.map((date) => date.getTime()))) : null);
  return roster.teams.map((team) => {
    const ownSolves = solves.filter((solve) => solve.teamId === team.id);
    const ownVisits = visits.filter((visit) => visit.teamId.toString() === team.id);
    const firstVisit = ownVisits.length > 0 ? new Date(Math.min(...ownVisits.map((visit) => visit.visitedAt.getTime()))) : null;
    const lastSolved = latest(ownSolves.map((solve) => solve.solvedAt));
    const lastActivity = latest([...ownSolves.map((solve) => solve.solvedAt), ...ownVisits.map((visit) => visit.visitedAt)]);
    const area = content?.area(team.currentAreaSeq);
    return {
      id: team.id,
      name: team.name,
      leader: team.leader?.name ?? null,
      members: team.members.map((member) => member.name),
      currentArea: area ? `${area.seq} ${area.name}` : String(team.currentAreaSeq),
      areasVisited: ownVisits.length,
      tasksSolved: ownSolves.length,
      activeBans: bans.filter((ban) => ban.teamId === team.id).length,
      createdAt: firstVisit?.toISOString() ?? null,
      lastSolvedAt: lastSolved?.toISOString() ?? null,
      lastActivityAt: lastActivity?.toISOString() ?? null,
    };
  });
}

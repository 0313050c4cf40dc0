import type { Router } from 'express';
import type { ClientSession } from 'mongoose';
import { banLabel, type BanKind } from '@citygames/contracts/organizer/corrections.rules';
import {
  BanLiftInput,
  type CorrectionResponse,
  PointsCorrectionInput,
  TaskCorrectionInput,
  TeamBansQuery,
  type TeamBan,
  type TeamBansResponse,
} from '@citygames/contracts/organizer/corrections.schema';
import type { Game } from '../../auth/auth-token.js';
import { conflict, notFound } from '../../http/errors.js';
import { currentOrganizer } from '../../auth/organizer-auth.js';
import { recordOrganizerAction } from '../console/organizer-actions.js';
import type { OrganizerUser } from '../../auth/organizer-token.js';
import { storeScoreCorrection } from './score-corrections.js';
import { CORRECTION_ROUTE_TEXTS as TEXTS } from './team-correction-texts.js';
import { runTransaction } from '../../data/transaction.js';
import { parseInput } from '../../http/validation.js';

/** A team or task as a correction names it. */
export interface CorrectionTarget {
  id: string;
  name: string;
}

/** A ban as a lift names it: the key of its counter (a task's id, or another limited guess's key), its kind and its name. */
export interface BanTarget {
  key: string;
  kind: BanKind;
  name: string;
}

/** What a correction of a task or a ban does to the game's data; each change answers false when there was nothing to change. */
export interface TaskCorrectionOperations {
  findTask: (taskId: string) => Promise<CorrectionTarget | null>;
  markSolved: (change: { teamId: string; taskId: string; organizer: OrganizerUser; now: Date; session: ClientSession }) => Promise<boolean>;
  markUnsolved: (change: { teamId: string; taskId: string; session: ClientSession }) => Promise<boolean>;
  /** The ban a key names: a task of the live content, or another limited guess of the game (an X-area stage, the area codes). */
  findBan: (key: string) => Promise<BanTarget | null>;
  /** The team's bans running at `now`, of every kind the game has. */
  listBans: (teamId: string, now: Date) => Promise<TeamBan[]>;
  liftBan: (change: { teamId: string; key: string; now: Date; session: ClientSession }) => Promise<boolean>;
}

/**
 * The organiser's corrections of one team's standing, `POST /corrections/{points,task,lift-ban}` under a game's organiser router,
 * and `GET /corrections/bans` (the team's running bans of every kind, what a lift chooses from): each change and its audit
 * entry (with the feed entry, organizer-actions.ts) commit in one transaction, with the answer when the request holds an
 * Idempotency-Key (a retry gets it again); a change that changes nothing (a task already solved, no ban running) is a 409
 * that writes nothing.
 */
export function addTeamCorrectionRoutes(
  api: Router,
  options: { game: Game; now: () => Date; findTeam: (teamId: string) => Promise<CorrectionTarget | null>; tasks: TaskCorrectionOperations },
): void {
  const { game, now, findTeam, tasks } = options;
  const teamOrThrow = async (teamId: string) => {
    const team = await findTeam(teamId);
    if (!team) throw notFound(TEXTS.teamNotFound, 'TEAM_NOT_FOUND');
    return team;
  };
  const taskOrThrow = async (taskId: string) => {
    const task = await tasks.findTask(taskId);
    if (!task) throw notFound(TEXTS.taskNotFound, 'TASK_NOT_FOUND');
    return task;
  };

  api.post('/corrections/points', async (req, res) => {
    const input = parseInput(PointsCorrectionInput, req.body ?? {});
    const organizer = currentOrganizer(req);
    const team = await teamOrThrow(input.teamId);
    const at = now();
    const summary = TEXTS.points(team.name, input.points, input.reason);
    const answer: CorrectionResponse = { summary };
    await runTransaction(
      async (session) => {
        await storeScoreCorrection({ teamId: team.id, points: input.points, reason: input.reason }, organizer, at, session);
        await recordOrganizerAction(organizer, { scope: game, action: 'correction.points', summary, team: team.name }, at, session);
      },
      { answer: { of: () => answer } },
    );
    res.json(answer);
  });

  api.post('/corrections/task', async (req, res) => {
    const input = parseInput(TaskCorrectionInput, req.body ?? {});
    const organizer = currentOrganizer(req);
    const [team, task] = await Promise.all([teamOrThrow(input.teamId), taskOrThrow(input.taskId)]);
    const at = now();
    const summary = input.solved ? TEXTS.markedSolved(team.name, task.name, input.reason) : TEXTS.markedUnsolved(team.name, task.name, input.reason);
    const answer: CorrectionResponse = { summary };
    await runTransaction(
      async (session) => {
        const change = { teamId: team.id, taskId: task.id, session };
        const changed = input.solved ? await tasks.markSolved({ ...change, organizer, now: at }) : await tasks.markUnsolved(change);
        if (!changed) throw conflict(input.solved ? TEXTS.alreadySolved : TEXTS.notSolved, input.solved ? 'TASK_ALREADY_SOLVED' : 'TASK_NOT_SOLVED');
        await recordOrganizerAction(
          organizer,
          { scope: game, action: input.solved ? 'correction.task-solved' : 'correction.task-unsolved', summary, team: team.name },
          at,
          session,
        );
      },
      { answer: { of: () => answer } },
    );
    res.json(answer);
  });

  api.get('/corrections/bans', async (req, res) => {
    const team = await teamOrThrow(parseInput(TeamBansQuery, req.query).teamId);
    res.json({ bans: await tasks.listBans(team.id, now()) } satisfies TeamBansResponse);
  });

  api.post('/corrections/lift-ban', async (req, res) => {
    const input = parseInput(BanLiftInput, req.body ?? {});
    const organizer = currentOrganizer(req);
    const [team, ban] = await Promise.all([teamOrThrow(input.teamId), tasks.findBan(input.banKey ?? input.taskId ?? '')]);
    if (!ban) throw input.banKey ? notFound(TEXTS.banNotFound, 'BAN_NOT_FOUND') : notFound(TEXTS.taskNotFound, 'TASK_NOT_FOUND');
    const at = now();
    const summary = TEXTS.banLifted(team.name, banLabel(ban), input.reason);
    const answer: CorrectionResponse = { summary };
    await runTransaction(
      async (session) => {
        if (!(await tasks.liftBan({ teamId: team.id, key: ban.key, now: at, session }))) throw conflict(TEXTS.noBan(banLabel(ban)), 'NO_BAN');
        await recordOrganizerAction(organizer, { scope: game, action: 'correction.lift-ban', summary, team: team.name }, at, session);
      },
      { answer: { of: () => answer } },
    );
    res.json(answer);
  });
}

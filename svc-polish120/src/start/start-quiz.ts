import mongoose from 'mongoose';
import { badRequest, conflict } from '@citygames/service-kit/errors';
import { recordAreaVisit } from '../areas/area-visits.js';
import type { EventPack } from '../content/pack-schema.js';
import { TeamStateModel } from '../data-access/team-state-model.js';
import { hasStartFormat, isStartAnswerCorrect } from '../domain/start-answer.js';
import { ensureTeamState, readTeamState, type TeamState } from '../teams/team-state.js';
import { texts } from '../texts.js';

/** Judges the first question; a correct answer is remembered for the team (once), which allows the start. */
export async function answerStartQuestion(
  teamId: string,
  playerName: string,
  answer: string,
  pack: EventPack,
  now: Date,
): Promise<{ isCorrect: boolean }> {
  if (!hasStartFormat(answer)) throw badRequest(texts.startFormat, 'START_FORMAT');
  if (!isStartAnswerCorrect(answer, pack.start.answers)) return { isCorrect: false };
  await ensureTeamState(teamId);
  await TeamStateModel.updateOne(
    { teamId, startAnsweredAt: null },
    { $set: { startAnsweredAt: now, startAnsweredBy: playerName } },
  );
  return { isCorrect: true };
}

/**
 * Starts the team: only after the first question was answered correctly, once.
 * The start area (if the pack names one) joins been_to in the same transaction.
 */
export async function startTeam(teamId: string, pack: EventPack, now: Date): Promise<{ alreadyStarted: boolean; state: TeamState }> {
  await ensureTeamState(teamId);
  let startedNow = false;
  await mongoose.connection.transaction(async (session) => {
    const updated = await TeamStateModel.findOneAndUpdate(
      { teamId, startAnsweredAt: { $ne: null }, started: false },
      { $set: { started: true, startedAt: now } },
      { returnDocument: 'after', session },
    ).lean();
    startedNow = Boolean(updated);
    if (updated && pack.start.startArea !== undefined) {
      await recordAreaVisit(teamId, pack.start.startArea, 'start', now, session);
    }
  });
  const state = await readTeamState(teamId);
  if (!startedNow && !state.started) throw conflict(texts.startNotAnswered, 'START_NOT_ANSWERED');
  return { alreadyStarted: !startedNow, state };
}

import { badRequest, conflict } from '@citygames/service-kit/errors';
import type { EventPack } from '../content/pack-schema.js';
import { TeamStateModel } from '../data-access/team-state-model.js';
import { matchesStartFormat } from '@citygames/contracts/polish120-start-format';
import { isStartAnswerCorrect } from '../domain/start-answer.js';
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
  const format = pack.start.answerFormat;
  if (!matchesStartFormat(answer, format)) throw badRequest(format?.message ?? texts.startEmpty, 'START_FORMAT');
  if (!isStartAnswerCorrect(answer, pack.start.answers, format)) return { isCorrect: false };
  await ensureTeamState(teamId);
  await TeamStateModel.updateOne(
    { teamId, startAnsweredAt: null },
    { $set: { startAnsweredAt: now, startAnsweredBy: playerName } },
  );
  return { isCorrect: true };
}

/**
 * Starts the team: only after the first question was answered correctly, once. A guarded single
 * update decides (not a transaction: jongodb's snapshot transactions do not detect write
 * conflicts, so two parallel starts could both "win"). The start area joins been_to by derivation.
 */
export async function startTeam(teamId: string, now: Date): Promise<{ alreadyStarted: boolean; state: TeamState }> {
  const updated = await TeamStateModel.findOneAndUpdate(
    { teamId, startAnsweredAt: { $ne: null }, started: false },
    { $set: { started: true, startedAt: now } },
    { returnDocument: 'after' },
  ).lean();
  const state = await readTeamState(teamId);
  if (!state.started) throw conflict(texts.startNotAnswered, 'START_NOT_ANSWERED');
  return { alreadyStarted: !updated, state };
}

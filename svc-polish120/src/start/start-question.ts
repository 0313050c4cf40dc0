import { badRequest, conflict } from '@citygames/service-kit/http/errors';
import { matchesStartFormat } from '@citygames/contracts/polish120/start.rules';
import type { EventPack } from '../content/pack-schema.js';
import { isStartAnswerCorrect } from '../domain/start-answer.js';
import { ensureTeamState, markStarted, readTeamState, recordStartAnswer, type TeamState } from '../teams/team-state.repository.js';
import { texts } from '../texts.js';

/** Judges the first question; a correct answer is remembered for the team (once), which allows the start. */
export async function answerStartQuestion(teamId: string, playerName: string, answer: string, pack: EventPack, now: Date): Promise<{ isCorrect: boolean }> {
  const format = pack.start.answerFormat;
  if (!matchesStartFormat(answer, format)) throw badRequest(format?.message ?? texts.startEmpty, 'START_FORMAT');
  if (!isStartAnswerCorrect(answer, pack.start.answers, format)) return { isCorrect: false };
  await ensureTeamState(teamId);
  await recordStartAnswer(teamId, playerName, now);
  return { isCorrect: true };
}

/** Starts the team: only after the first question was answered correctly, once. The start area joins been_to by derivation. */
export async function startTeam(teamId: string, now: Date): Promise<{ alreadyStarted: boolean; state: TeamState }> {
  const startedNow = await markStarted(teamId, now);
  const state = await readTeamState(teamId);
  if (!state.started) throw conflict(texts.startNotAnswered, 'START_NOT_ANSWERED');
  return { alreadyStarted: !startedNow, state };
}

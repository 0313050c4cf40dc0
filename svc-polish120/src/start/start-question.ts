import { badRequest, conflict } from '@citygames/service-kit/http/errors';
import { runTransaction } from '@citygames/service-kit/data/transaction';
import { matchesStartFormat } from '@citygames/contracts/polish120/start.rules';
import type { AnswerLogSubject } from '@citygames/task-engine/answer-log-csv';
import { logGuessAnswer } from '@citygames/task-engine/guess-answer-log';
import type { EventPack } from '../content/pack-schema.js';
import { isStartAnswerCorrect } from '../domain/start-answer.js';
import { ensureTeamState, markStarted, readTeamState, recordStartAnswer, type TeamState } from '../teams/team-state.repository.js';
import { texts } from '../texts.js';

/** How the organiser's answers CSV names the start question's answers. */
export const START_ANSWER_SUBJECT: AnswerLogSubject = { id: 'start', kind: '开始问题', name: '开始问题' };

/**
 * Judges the first question; a correct answer is remembered for the team (once), which allows the start. Every judged answer
 * (one in the wrong format is refused unjudged) is logged for the answers CSV, in the transaction that remembers a correct one.
 */
export async function answerStartQuestion(teamId: string, playerName: string, answer: string, pack: EventPack, now: Date): Promise<{ isCorrect: boolean }> {
  const format = pack.start.answerFormat;
  if (!matchesStartFormat(answer, format)) throw badRequest(format?.message ?? texts.startEmpty, 'START_FORMAT');
  const isCorrect = isStartAnswerCorrect(answer, pack.start.answers, format);
  if (isCorrect) await ensureTeamState(teamId);
  await runTransaction(async (session) => {
    if (isCorrect) await recordStartAnswer(teamId, playerName, now, session);
    await logGuessAnswer({ teamId, subject: START_ANSWER_SUBJECT.id, playerName, answer, verdict: isCorrect ? 'right' : 'wrong', submittedAt: now }, session);
  });
  return { isCorrect };
}

/** Starts the team: only after the first question was answered correctly, once. The start area joins been_to by derivation. */
export async function startTeam(teamId: string, now: Date): Promise<{ alreadyStarted: boolean; state: TeamState }> {
  const startedNow = await markStarted(teamId, now);
  const state = await readTeamState(teamId);
  if (!state.started) throw conflict(texts.startNotAnswered, 'START_NOT_ANSWERED');
  return { alreadyStarted: !startedNow, state };
}

import type { ClientSession } from 'mongoose';
import type { GuessLimit } from '@citygames/contracts/common/answer.schema';
import { GuessAnswer, type GuessAnswerVerdict } from './data-access/guess-answer-model.js';

/** A judged answer that is not a task answer, as the answers CSV lists it (guess-answer-model.ts). */
export interface GuessAnswerEntry {
  teamId: string;
  subject: string;
  playerName: string;
  answer: string;
  verdict: GuessAnswerVerdict;
  detail?: string | null;
  submittedAt: Date;
}

/** Logs one judged answer; pass the transaction of the effect it describes (the guess's end), so both commit or neither. */
export async function logGuessAnswer(entry: GuessAnswerEntry, session: ClientSession): Promise<void> {
  await GuessAnswer.create([{ ...entry, detail: entry.detail ?? null, recordedAt: new Date() }], { session });
}

/** The verdict of a judged limited guess: right, or wrong, and `banned` when it was the one that set the ban. */
export function guessVerdictOf(wrong: boolean, counted: GuessLimit | null): GuessAnswerVerdict {
  if (!wrong) return 'right';
  return counted?.isBanned ? 'banned' : 'wrong';
}

import type { ClientSession } from 'mongoose';
import { recordActivity } from '@citygames/service-kit/organizer/console/activity-feed';
import { holdsIdempotencyKey, storeAnswerWithEffect } from '@citygames/service-kit/idempotency/idempotency-claim';
import { formatDuration } from './domain/messages.js';

/** What the activity feed names an answer by: the team's and the task's names as players see them. */
export interface AnswerActivityNames {
  team: string;
  task: string;
}

export type AnswerOutcome = { kind: 'task.solved' } | { kind: 'answer.wrong'; answer: string } | { kind: 'task.banned'; answer: string; banSeconds: number };

/**
 * What follows a judged task answer, in the transaction that ends its guess (judgeLimitedGuess's `finish`): its entry in
 * the feed (when the route names it) and, when the route gives its reply and the request holds an Idempotency-Key, the
 * reply every retry of it gets. Both commit with the slot's end and the solve, or none of them does. See
 * docs/invariants.md「活动动态」.
 */
export async function writeAnswerActivity(
  session: ClientSession,
  names: AnswerActivityNames | undefined,
  player: string,
  outcome: AnswerOutcome,
  at: Date,
  reply?: { body: unknown },
): Promise<void> {
  if (names) await recordActivity({ kind: outcome.kind, team: names.team, player, summary: summaryOf(names, player, outcome) }, at, session);
  if (reply !== undefined && holdsIdempotencyKey()) await storeAnswerWithEffect(session, reply.body);
}

function summaryOf(names: AnswerActivityNames, player: string, outcome: AnswerOutcome): string {
  return outcome.kind === 'task.solved'
    ? `${names.team} 完成了「${names.task}」（${player}）`
    : outcome.kind === 'answer.wrong'
      ? `${player}（${names.team}）答错「${names.task}」：${outcome.answer}`
      : `${player}（${names.team}）答错「${names.task}」：${outcome.answer}；错误次数已满，封禁 ${formatDuration(outcome.banSeconds)}`;
}

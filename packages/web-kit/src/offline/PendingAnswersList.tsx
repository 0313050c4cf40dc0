import type { PendingAnswer } from './pending-answer-store';
import type { PendingAnswers, PendingStatus } from './use-pending-answers';
import { OFFLINE_TEXTS } from './offline-texts';
import './offline.css';

interface PendingAnswersListProps {
  queue: Pick<PendingAnswers, 'entries' | 'statusOf' | 'discard'>;
  /** How a target is named on screen (a task's name); the raw target otherwise. */
  describe?: (entry: PendingAnswer) => string;
}

const STATUS_TEXT: Record<PendingStatus, string> = {
  sending: OFFLINE_TEXTS.sending,
  saved: OFFLINE_TEXTS.saved,
  'needs-login': OFFLINE_TEXTS.needsLogin,
};

/** What is still waiting to be sent, each with its state, and a way to give one up. */
export function PendingAnswersList({ queue, describe }: PendingAnswersListProps) {
  if (queue.entries.length === 0) return null;
  return (
    <section className="cg-pending-answers" aria-label={OFFLINE_TEXTS.pendingTitle}>
      <p className="cg-pending-answers__title">{OFFLINE_TEXTS.pendingTitle}</p>
      <ul>
        {queue.entries.map((entry) => {
          const what = `${describe ? describe(entry) : entry.target}：${entry.answer}`;
          const status = queue.statusOf(entry);
          return (
            <li key={entry.id}>
              <span role="status">
                {what} —— {STATUS_TEXT[status]}
              </span>
              {status !== 'sending' && (
                <button
                  type="button"
                  className="cg-pending-answers__discard"
                  aria-label={OFFLINE_TEXTS.discardLabel(what)}
                  onClick={() => queue.discard(entry.id)}
                >
                  {OFFLINE_TEXTS.discard}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

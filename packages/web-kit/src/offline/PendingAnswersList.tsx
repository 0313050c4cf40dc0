import type { PendingAnswer } from './pending-answer-store';
import { OFFLINE_TEXTS } from './offline-texts';
import './offline.css';

interface PendingAnswersListProps {
  entries: readonly PendingAnswer[];
  sendingId: string | null;
  /** How a target is named on screen (a task's name); the raw target otherwise. */
  describe?: (entry: PendingAnswer) => string;
}

/** What is still waiting to be sent, each with its state: saved until the network is back, then being sent. */
export function PendingAnswersList({ entries, sendingId, describe }: PendingAnswersListProps) {
  if (entries.length === 0) return null;
  return (
    <section className="cg-pending-answers" aria-label={OFFLINE_TEXTS.pendingTitle}>
      <p className="cg-pending-answers__title">{OFFLINE_TEXTS.pendingTitle}</p>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id} role="status">
            {describe ? describe(entry) : entry.target}：{entry.answer} —— {entry.id === sendingId ? OFFLINE_TEXTS.sending : OFFLINE_TEXTS.saved}
          </li>
        ))}
      </ul>
    </section>
  );
}

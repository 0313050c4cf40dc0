import { formatCountdown } from '../format-time';
import { ANSWER_TEXTS } from './answer-texts';
import './answer.css';

interface BanNoticeProps {
  /** Seconds left, from useBanCountdown. */
  remainingSeconds: number;
  /** The server's message about the ban. */
  message?: string;
  title?: string;
}

/** The server's ban message with a minutes-and-seconds countdown; nothing when no ban runs. */
export function BanNotice({ remainingSeconds, message, title = ANSWER_TEXTS.banTitle }: BanNoticeProps) {
  if (remainingSeconds <= 0) return null;
  return (
    <div className="cg-answer-ban" role="alert">
      <strong className="cg-answer-ban__title">{title}</strong>
      {message && <p className="cg-answer-ban__message">{message}</p>}
      <p className="cg-answer-ban__countdown" aria-live="polite">
        {ANSWER_TEXTS.banRemaining(formatCountdown(remainingSeconds))}
      </p>
    </div>
  );
}

import { formatLocalTime } from '../format-time';
import { ANSWER_TEXTS } from './answer-texts';
import type { WrongAttemptRecord } from './wrong-attempt-store';
import './answer.css';

interface WrongAttemptListProps {
  records: readonly WrongAttemptRecord[];
  title?: string;
  emptyText?: string;
}

/** Past wrong answers of the selected task, newest first, with local zh-CN time. */
export function WrongAttemptList({ records, title = ANSWER_TEXTS.wrongListTitle, emptyText = ANSWER_TEXTS.wrongListEmpty }: WrongAttemptListProps) {
  const newestFirst = [...records].reverse();
  return (
    <section className="cg-answer-wrong" aria-label={title}>
      <h3 className="cg-answer-wrong__title">
        {title}
        {records.length > 0 && <span className="cg-answer-wrong__count">{records.length}</span>}
      </h3>
      {newestFirst.length === 0 ? (
        <p className="cg-answer-wrong__empty">{emptyText}</p>
      ) : (
        <ul className="cg-answer-wrong__list">
          {newestFirst.map((record, index) => (
            <li key={`${record.timestamp}-${index}`} className="cg-answer-wrong__item">
              <span className="cg-answer-wrong__answer">{record.answer}</span>
              <time className="cg-answer-wrong__time" dateTime={record.timestamp}>
                {formatLocalTime(record.timestamp)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

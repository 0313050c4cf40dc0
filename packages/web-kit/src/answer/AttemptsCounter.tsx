import { ANSWER_TEXTS } from './answer-texts';
import './answer.css';

interface AttemptsCounterProps {
  /** Wrong answers counted by the server for the selected task. */
  used: number;
  /** The limit from the server's ban policy (5 by default). */
  max: number;
  format?: (used: number, max: number) => string;
}

/** 'attempts n/5', shown while 0 < n < max (at the limit the ban countdown takes over). */
export function AttemptsCounter({ used, max, format = ANSWER_TEXTS.attempts }: AttemptsCounterProps) {
  if (used <= 0 || used >= max) return null;
  return (
    <p className="cg-answer-attempts" role="status">
      {format(used, max)}
    </p>
  );
}

import { TEXTS } from '../../../texts';

/** The puzzle's answer format, when the pack gives one. */
export function AnswerFormat({ format }: { format: string | null | undefined }) {
  if (!format) return null;
  return (
    <section className="ps-section">
      <h2 className="ps-section__title">{TEXTS.puzzle.answerFormat}</h2>
      <p className="ps-section__text">{format}</p>
    </section>
  );
}

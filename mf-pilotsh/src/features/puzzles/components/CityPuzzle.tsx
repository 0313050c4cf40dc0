import type { PuzzleView } from '@citygames/contracts/pilotsh/puzzle.schema';
import { TEXTS } from '../../../texts';
import { AnswerFormat } from './AnswerFormat';

const T = TEXTS.puzzle;

/** Puzzle 1: which city the player came from and is going to. */
export function CityPuzzle({ puzzle }: { puzzle: Extract<PuzzleView, { kind: 'city' }> }) {
  return (
    <>
      <section className="ps-section">
        <p className="ps-section__text ps-puzzle-question">{puzzle.question}</p>
      </section>
      {puzzle.clues.length > 0 && (
        <section className="ps-section">
          <h2 className="ps-section__title">{T.clues}</h2>
          <ol className="ps-clues">
            {puzzle.clues.map((clue) => (
              <li key={clue}>{clue}</li>
            ))}
          </ol>
        </section>
      )}
      <AnswerFormat format={puzzle.answerFormat} />
    </>
  );
}

import type { PuzzleView } from '@citygames/contracts/pilotsh/puzzle.schema';

/** Puzzle 2: the dice picture; find the 4 identical, wrongly arranged dice and show them to an NPC. */
export function DicePuzzle({ puzzle }: { puzzle: Extract<PuzzleView, { kind: 'dice' }> }) {
  return (
    <>
      <section className="ps-section">
        <p className="ps-section__text">{puzzle.intro}</p>
      </section>
      <section className="ps-section">
        <img className="ps-puzzle-image" src={puzzle.imageUrl} alt={puzzle.imageAlt} />
      </section>
      <section className="ps-section">
        <p className="ps-section__text">{puzzle.instruction}</p>
      </section>
    </>
  );
}

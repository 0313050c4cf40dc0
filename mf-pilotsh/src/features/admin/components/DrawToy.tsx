import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../../shared/api-errors';
import { TEXTS } from '../../../texts';
import { drawStepCards } from '../api/admin-api';

const T = TEXTS.admin;
/** How often the rolling cards change face. */
export const DRAW_ROLL_MS = 50;
const FACES = [0, 1, 2].map(T.drawFace);

/**
 * Two cards: a click starts rolling (both change every 50 ms), the next click stops them.
 * The rolling faces are only an animation; the cards it stops on are drawn by the server.
 */
export function DrawToy() {
  const [faces, setFaces] = useState<[string, string]>(['?', '?']);
  const [rolling, setRolling] = useState(false);
  const [note, setNote] = useState<string>(T.drawHint);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const tick = useRef(0);

  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );

  async function toggle() {
    if (!rolling) {
      setRolling(true);
      setNote(T.drawHint);
      timer.current = setInterval(() => {
        tick.current += 1;
        setFaces([FACES[tick.current % 3]!, FACES[(tick.current * 2 + 1) % 3]!]);
      }, DRAW_ROLL_MS);
      return;
    }
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    setRolling(false);
    setFaces(['…', '…']);
    try {
      const { cards } = await drawStepCards(2);
      setFaces([cards[0]?.label ?? '?', cards[1]?.label ?? '?']);
      setNote(T.drawStopped);
    } catch (error) {
      setFaces(['?', '?']);
      setNote(messageOf(error, TEXTS.common.requestFailed));
    }
  }

  return (
    <div>
      <div className="ps-draw">
        {faces.map((face, index) => (
          <button key={index} type="button" className="ps-draw-card" data-rolling={rolling} onClick={() => void toggle()} aria-label={T.drawCard(index + 1)}>
            {face}
          </button>
        ))}
      </div>
      <p className="ps-muted ps-draw-note" role="status">
        {note}
      </p>
    </div>
  );
}

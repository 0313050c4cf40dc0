import { useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { Point } from '@citygames/web-kit/map/web-mercator';

/**
 * The player's red dot at a screen position. While calibration is possible it can be dragged: the
 * map does not pan meanwhile, and where it is let go is reported once, as a screen position.
 */
export function PlayerMarker({ at, draggable, title, onDragged }: { at: Point; draggable: boolean; title: string; onDragged: (point: Point) => void }) {
  const [dragAt, setDragAt] = useState<Point | null>(null);

  function startDrag(event: ReactPointerEvent<HTMLDivElement>) {
    if (!draggable || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.stopPropagation();
    event.preventDefault();
    const start = { x: event.clientX, y: event.clientY };
    const pointerId = event.pointerId;
    const offset = (moveEvent: PointerEvent) => ({ x: at.x + moveEvent.clientX - start.x, y: at.y + moveEvent.clientY - start.y });
    const onMove = (moveEvent: PointerEvent) => {
      if (moveEvent.pointerId === pointerId) setDragAt(offset(moveEvent));
    };
    const onUp = (upEvent: PointerEvent) => {
      if (upEvent.pointerId !== pointerId) return;
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onUp);
      setDragAt(null);
      if (upEvent.type === 'pointerup' && (upEvent.clientX !== start.x || upEvent.clientY !== start.y)) onDragged(offset(upEvent));
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);
  }

  const shown = dragAt ?? at;
  return (
    <div
      className={draggable ? 'fh-player-marker fh-player-marker--draggable' : 'fh-player-marker'}
      title={title}
      style={{ transform: `translate(${shown.x}px, ${shown.y}px)` }}
      onPointerDown={startDrag}
    >
      <span />
    </div>
  );
}

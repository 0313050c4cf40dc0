import type { PointerEvent } from 'react';
import { isPlaced, type Placed } from './placement';

export type GrabbedPart = 'centre' | 'radius';

/**
 * The circles of a placed list inside the map's SVG, wherever `circleOf` puts them (pixels of the
 * viewBox); the chosen one has the radius handle on its east edge.
 */
export function PlacedCircles({
  list,
  selected,
  circleOf,
  onGrab,
}: {
  list: readonly unknown[];
  selected: number;
  circleOf: (entry: Placed) => { cx: number; cy: number; r: number };
  onGrab: (index: number, part: GrabbedPart) => (event: PointerEvent) => void;
}) {
  // The chosen circle last, so it is on top of its neighbours and can be grabbed.
  return [...list.keys()]
    .sort((a, b) => Number(a === selected) - Number(b === selected))
    .map((index) => {
      const entry = list[index];
      if (!isPlaced(entry)) return null;
      const { cx, cy, r } = circleOf(entry);
      const chosen = index === selected;
      return (
        <g key={index} className={chosen ? 'st-map__chosen' : undefined}>
          <circle
            cx={cx}
            cy={cy}
            r={r}
            className="st-map__area"
            data-testid={chosen ? 'map-selected-area' : undefined}
            onPointerDown={onGrab(index, 'centre')}
          />
          {chosen && (
            <rect
              x={cx + r - 5}
              y={cy - 5}
              width={10}
              height={10}
              className="st-map__handle"
              data-testid="map-radius-handle"
              onPointerDown={onGrab(index, 'radius')}
            />
          )}
        </g>
      );
    });
}

import { useRef, useState, type PointerEvent } from 'react';
import { projectionFor, roundCoordinate, roundRadiusKm, type MapProjection } from './map-projection';
import { PlacedCircles, type GrabbedPart } from './PlacedCircles';
import { PlacementCaption } from './PlacementCaption';
import { DEFAULT_RADIUS_KM, isPlaced, svgPoint } from './placement';

const WIDTH = 640;
const HEIGHT = 420;

type Drag = { index: number; part: GrabbedPart; projection: MapProjection };

/**
 * The placement map without a tile source (offline events): the circles on a schematic, flat WGS-84
 * map. Pick one, drag its centre to move it, drag the handle on its edge to resize it.
 */
export function SchematicPlacementMap({ list, maxRadiusKm, onChange }: { list: readonly unknown[]; maxRadiusKm: number; onChange: (list: unknown[]) => void }) {
  const svg = useRef<SVGSVGElement>(null);
  const [selected, setSelected] = useState(0);
  const [drag, setDrag] = useState<Drag | null>(null);
  const placed = list.filter(isPlaced);
  // The view follows the areas, but holds still while something is being dragged.
  const projection = drag?.projection ?? projectionFor(placed, WIDTH, HEIGHT);
  const current = list[selected];

  const move = (event: PointerEvent) => {
    const at = drag && svgPoint(svg.current, event);
    const entry = drag ? list[drag.index] : undefined;
    if (!drag || !at || !isPlaced(entry)) return;
    const next =
      drag.part === 'centre'
        ? { ...entry, lat: roundCoordinate(projection.lat(at.y)), lng: roundCoordinate(projection.lng(at.x)) }
        : { ...entry, radiusKm: roundRadiusKm(Math.hypot(at.x - projection.x(entry.lng), at.y - projection.y(entry.lat)) / projection.pxPerKm, maxRadiusKm) };
    onChange(list.map((value, index) => (index === drag.index ? next : value)));
  };
  const start = (index: number, part: Drag['part']) => (event: PointerEvent) => {
    event.stopPropagation();
    (event.target as Element).setPointerCapture?.(event.pointerId);
    setSelected(index);
    setDrag({ index, part, projection });
  };

  return (
    <div className="st-map" data-testid="placement-map">
      <PlacementCaption hint="示意图（没有底图）：点选一个圆，拖动圆心移动，拖动边上的小方块改半径。" current={current} />
      <svg
        ref={svg}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label="区域位置示意图"
        onPointerMove={move}
        onPointerUp={() => setDrag(null)}
        onPointerLeave={() => setDrag(null)}
      >
        <PlacedCircles
          list={list}
          selected={selected}
          circleOf={(entry) => ({
            cx: projection.x(entry.lng),
            cy: projection.y(entry.lat),
            r: Math.max(3, (entry.radiusKm ?? DEFAULT_RADIUS_KM) * projection.pxPerKm),
          })}
          onGrab={start}
        />
      </svg>
    </div>
  );
}

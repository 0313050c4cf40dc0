import { mapToWgs, wgsToMap } from '@citygames/web-kit/map/map-coordinates';
import { fromScreen, panBy, toScreen, type MapView } from '@citygames/web-kit/map/map-view';
import { visibleTiles } from '@citygames/web-kit/map/tile-grid';
import { metresPerPixel, project, type Point } from '@citygames/web-kit/map/web-mercator';
import { useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { roundCoordinate, roundRadiusKm } from './map-projection';
import { PlacedCircles, type GrabbedPart } from './PlacedCircles';
import { PlacementCaption } from './PlacementCaption';
import { DEFAULT_RADIUS_KM, isPlaced, svgPoint, type Placed } from './placement';
import { fitView, ZOOM_LIMITS, zoomStep, type DrawnCircle } from './tiled-map-view';

const SIZE = { width: 640, height: 420 };
/** Shown when the list has no placed entry yet (stored WGS-84, like the pack). */
const EMPTY_CENTRE = { lat: 31.23, lng: 121.47 };
/** Wheel travel per zoom level, as on fanhua's player map. */
const WHEEL_PIXELS_PER_LEVEL = 60;

type Drag = { part: GrabbedPart; index: number } | { part: 'pan'; from: Point };

const drawnCircle = (entry: Placed): DrawnCircle => ({ centre: wgsToMap(entry), radiusM: (entry.radiusKm ?? DEFAULT_RADIUS_KM) * 1000 });
const fitted = (list: readonly unknown[]) => fitView(list.filter(isPlaced).map(drawnCircle), SIZE, wgsToMap(EMPTY_CENTRE));

/**
 * The placement map over the configured tiles (app config `map.tileUrl`), drawn like fanhua's player
 * map: Web Mercator, GCJ-02 on the tiles, so a stored WGS-84 centre shows where a player will find it;
 * a dragged centre is converted back to WGS-84. Drag the background to pan, wheel or ± to zoom.
 */
export function TiledPlacementMap({
  list,
  maxRadiusKm,
  tileUrl,
  onChange,
}: {
  list: readonly unknown[];
  maxRadiusKm: number;
  tileUrl: string;
  onChange: (list: unknown[]) => void;
}) {
  const svg = useRef<SVGSVGElement>(null);
  const [selected, setSelected] = useState(0);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [view, setView] = useState<MapView>(() => fitted(list));
  // An entry added or removed (or another list) shows every area again; a drag keeps the view.
  const placedCount = list.filter(isPlaced).length;
  const [fittedCount, setFittedCount] = useState(placedCount);
  if (fittedCount !== placedCount) {
    setFittedCount(placedCount);
    setView(fitted(list));
  }
  const wheelTravel = useRef(0);
  const current = list[selected];
  const tiles = useMemo(() => visibleTiles(tileUrl, project(view.centre, view.zoom), view.zoom, SIZE.width, SIZE.height, ZOOM_LIMITS.max), [tileUrl, view]);

  // React's wheel handler is passive, so the page would scroll as well: listen directly instead.
  useEffect(() => {
    const element = svg.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      wheelTravel.current += event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * 20 : event.deltaY;
      const at = svgPoint(element, event);
      if (Math.abs(wheelTravel.current) < WHEEL_PIXELS_PER_LEVEL || !at) return;
      const levels = -Math.trunc(wheelTravel.current / WHEEL_PIXELS_PER_LEVEL);
      wheelTravel.current = 0;
      setView((now) => zoomStep(now, SIZE, levels, at));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const move = (event: PointerEvent) => {
    const at = drag && svgPoint(svg.current, event);
    if (!drag || !at) return;
    if (drag.part === 'pan') {
      setView(panBy(view, { x: at.x - drag.from.x, y: at.y - drag.from.y }));
      setDrag({ part: 'pan', from: at });
      return;
    }
    const entry = list[drag.index];
    if (!isPlaced(entry)) return;
    let next: Placed;
    if (drag.part === 'centre') {
      const wgs = mapToWgs(fromScreen(view, SIZE, at));
      next = { ...entry, lat: roundCoordinate(wgs.lat), lng: roundCoordinate(wgs.lng) };
    } else {
      const centre = wgsToMap(entry);
      const { x, y } = toScreen(view, SIZE, centre);
      next = { ...entry, radiusKm: roundRadiusKm((Math.hypot(at.x - x, at.y - y) * metresPerPixel(centre.lat, view.zoom)) / 1000, maxRadiusKm) };
    }
    onChange(list.map((value, index) => (index === drag.index ? next : value)));
  };
  const start = (index: number, part: GrabbedPart) => (event: PointerEvent) => {
    event.stopPropagation();
    (event.target as Element).setPointerCapture?.(event.pointerId);
    setSelected(index);
    setDrag({ part, index });
  };
  const startPan = (event: PointerEvent<SVGSVGElement>) => {
    const at = svgPoint(svg.current, event);
    if (!at) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDrag({ part: 'pan', from: at });
  };
  const middle = { x: SIZE.width / 2, y: SIZE.height / 2 };
  const circleOf = (entry: Placed) => {
    const { centre, radiusM } = drawnCircle(entry);
    const { x, y } = toScreen(view, SIZE, centre);
    return { cx: x, cy: y, r: Math.max(3, radiusM / metresPerPixel(centre.lat, view.zoom)) };
  };

  return (
    <div className="st-map" data-testid="placement-map">
      <PlacementCaption
        hint="底图上的位置与玩家地图一致：点选一个圆，拖动圆心移动，拖动边上的小方块改半径；拖动空白处平移，滚轮或 ± 缩放。"
        current={current}
      />
      <div className="st-map__tools" role="group" aria-label="地图缩放">
        <button type="button" onClick={() => setView(zoomStep(view, SIZE, 1, middle))} disabled={view.zoom >= ZOOM_LIMITS.max} aria-label="放大">
          ＋
        </button>
        <button type="button" onClick={() => setView(zoomStep(view, SIZE, -1, middle))} disabled={view.zoom <= ZOOM_LIMITS.min} aria-label="缩小">
          －
        </button>
        <button type="button" onClick={() => setView(fitted(list))}>
          显示全部区域
        </button>
      </div>
      <svg
        ref={svg}
        className="st-map--tiled"
        viewBox={`0 0 ${SIZE.width} ${SIZE.height}`}
        role="img"
        aria-label="区域位置地图"
        data-zoom={view.zoom}
        onPointerDown={startPan}
        onPointerMove={move}
        onPointerUp={() => setDrag(null)}
        onPointerCancel={() => setDrag(null)}
      >
        {tiles.map((tile) => (
          <image
            key={tile.key}
            href={tile.url}
            x={tile.left}
            y={tile.top}
            width={tile.size}
            height={tile.size}
            className="st-map__tile"
            data-testid="map-tile"
          />
        ))}
        <PlacedCircles list={list} selected={selected} circleOf={circleOf} onGrab={start} />
      </svg>
    </div>
  );
}

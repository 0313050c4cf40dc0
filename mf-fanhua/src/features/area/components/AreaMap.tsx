import { useEffect, useMemo, useRef } from 'react';
import type { MapArea } from '@citygames/contracts/fanhua/areas.schema';
import { areaDisplayCentre, type LatLng } from '../../../shared/location/map-coords';
import { TEXTS } from '../../../texts';
import { areaColour, FIRST_FIX_ZOOM, INITIAL_ZOOM, LABEL_MIN_ZOOM, MARKER_MIN_ZOOM } from '../area-rules';
import { useMapGestures } from '../hooks/use-map-gestures';
import { fromScreen, toScreen } from '@citygames/web-kit/map/map-view';
import { visibleTiles } from '@citygames/web-kit/map/tile-grid';
import { metresPerPixel, project } from '@citygames/web-kit/map/web-mercator';
import { PlayerMarker } from './PlayerMarker';
import { ZoomButtons } from './ZoomButtons';

const MIN_ZOOM = 11;
const MAX_ZOOM = 19;

export interface PlayerOnMap {
  position: LatLng;
  accuracy: number | null;
  draggable: boolean;
}

const areaTitle = (area: MapArea) => `No.${String(area.area_id).padStart(2, '0')} ${area.name}`;
const translate = ({ x, y }: { x: number; y: number }) => `translate(${x}px, ${y}px)`;
/** Names sit centred below their marker, where Leaflet put a bottom tooltip (12 px offset, 6 px gap). */
const LABEL_DROP = 18;

/**
 * The map in GCJ-02 (see location/map-coords.ts), drawn by the page itself (SVG circles, positioned
 * markers) instead of a map library: a circle per area, its numbered marker from zoom 14 and its
 * name from zoom 16, and the player's red dot with its accuracy circle. Without a tile URL there is
 * no tile layer: the styled background shows through.
 */
export function AreaMap({
  centre,
  areas,
  tileUrl,
  player,
  onSelect,
  onPlayerDragged,
}: {
  centre: LatLng;
  areas: MapArea[];
  tileUrl: string;
  player: PlayerOnMap | null;
  onSelect: (area: MapArea) => void;
  onPlayerDragged: (position: LatLng) => void;
}) {
  const { containerRef, size, view, setView, zoomBy, moved, handlers } = useMapGestures(
    { centre, zoom: INITIAL_ZOOM },
    { minZoom: MIN_ZOOM, maxZoom: MAX_ZOOM },
  );
  const drawn = useMemo(() => areas.map((area) => ({ area, colour: areaColour(area), at: areaDisplayCentre(area.cx, area.cy) })), [areas]);

  // The first time the player's position is known, the map moves there (close enough to see the markers).
  const centredOnPlayer = useRef(false);
  const playerPosition = player?.position ?? null;
  useEffect(() => {
    if (!playerPosition || centredOnPlayer.current) return;
    centredOnPlayer.current = true;
    setView(playerPosition, FIRST_FIX_ZOOM);
  }, [playerPosition, setView]);

  const select = (area: MapArea) => {
    if (!moved()) onSelect(area);
  };
  const pixelsFor = (metres: number, lat: number) => metres / metresPerPixel(lat, view.zoom);
  const ready = size.width > 0 && size.height > 0;
  const screen = (point: LatLng) => toScreen(view, size, point);
  const playerAt = player ? screen(player.position) : null;
  const tiles = ready && tileUrl ? visibleTiles(tileUrl, project(view.centre, view.zoom), view.zoom, size.width, size.height, MAX_ZOOM) : [];

  return (
    <div ref={containerRef} className="fh-map" {...handlers}>
      {tiles.map((tile) => (
        <img
          key={tile.key}
          className="fh-map__tile"
          src={tile.url}
          alt=""
          draggable={false}
          style={{ transform: translate({ x: tile.left, y: tile.top }), width: tile.size, height: tile.size }}
        />
      ))}
      {ready && (
        <>
          <svg className="fh-map__shapes" width={size.width} height={size.height}>
            {drawn.map(({ area, colour, at }) => {
              const { x, y } = screen(at);
              return (
                <circle
                  key={area.area_id}
                  className="fh-map__area"
                  cx={x}
                  cy={y}
                  r={pixelsFor(area.radius * 1000, at.lat)}
                  stroke={colour}
                  strokeWidth={2}
                  fill={colour}
                  fillOpacity={0.22}
                  onClick={() => select(area)}
                />
              );
            })}
            {player && playerAt && player.accuracy !== null && (
              <circle
                className="fh-map__accuracy"
                cx={playerAt.x}
                cy={playerAt.y}
                r={pixelsFor(player.accuracy, player.position.lat)}
                stroke="#e53935"
                strokeWidth={1}
                fill="#e53935"
                fillOpacity={0.12}
              />
            )}
          </svg>
          {view.zoom >= MARKER_MIN_ZOOM &&
            drawn.map(({ area, colour, at }) => (
              <button
                key={area.area_id}
                type="button"
                className="fh-area-marker"
                title={areaTitle(area)}
                style={{ transform: translate(screen(at)) }}
                onClick={() => select(area)}
              >
                <span style={{ background: colour }}>{area.hidden ? '?' : String(area.area_id)}</span>
              </button>
            ))}
          {view.zoom >= LABEL_MIN_ZOOM &&
            drawn.map(({ area, at }) => (
              <div key={area.area_id} className="fh-area-label" style={{ transform: `${translate(screen(at))} translate(-50%, ${LABEL_DROP}px)` }}>
                {area.name}
              </div>
            ))}
          {player && playerAt && (
            <PlayerMarker
              // a new marker when dragging is switched on or off, so a drag in progress never outlives it
              key={player.draggable ? 'player-draggable' : 'player-fixed'}
              at={playerAt}
              draggable={player.draggable}
              title={TEXTS.area.myPosition}
              onDragged={(point) => onPlayerDragged(fromScreen(view, size, point))}
            />
          )}
        </>
      )}
      <ZoomButtons onZoomIn={() => zoomBy(1)} onZoomOut={() => zoomBy(-1)} canZoomIn={view.zoom < MAX_ZOOM} canZoomOut={view.zoom > MIN_ZOOM} />
    </div>
  );
}

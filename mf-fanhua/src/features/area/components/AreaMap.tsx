import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Circle, MapContainer, Marker, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import type { MapArea } from '@citygames/contracts/fanhua/areas.schema';
import { areaDisplayCentre, type LatLng } from '../../../shared/location/map-coords';
import { TEXTS } from '../../../texts';
import { areaColour, FIRST_FIX_ZOOM, INITIAL_ZOOM, LABEL_MIN_ZOOM, MARKER_MIN_ZOOM } from '../area-rules';
import 'leaflet/dist/leaflet.css';

/**
 * The label is built as an element, its colour set through the DOM: the site's Content-Security-Policy
 * refuses style attributes written into HTML (`<span style=…>`), not styles set from script.
 */
function areaIcon(area: MapArea, colour: string) {
  const label = document.createElement('span');
  label.style.background = colour;
  label.textContent = area.hidden ? '?' : String(area.area_id);
  return L.divIcon({
    className: 'fh-area-marker',
    html: label,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
  });
}

const playerIcon = (draggable: boolean) =>
  L.divIcon({
    className: draggable ? 'fh-player-marker fh-player-marker--draggable' : 'fh-player-marker',
    html: '<span></span>',
    iconSize: [22, 22],
    iconAnchor: [11, 11],
  });

function ZoomWatcher({ onZoom }: { onZoom: (zoom: number) => void }) {
  useMapEvents({ zoomend: (event) => onZoom(event.target.getZoom()) });
  return null;
}

/** The first time the player's position is known, the map moves there (close enough to see the markers). */
function CentreOnFirstFix({ position }: { position: LatLng | null }) {
  const map = useMap();
  const done = useRef(false);
  useEffect(() => {
    if (!position || done.current) return;
    done.current = true;
    map.setView([position.lat, position.lng], FIRST_FIX_ZOOM);
  }, [map, position]);
  return null;
}

export interface PlayerOnMap {
  position: LatLng;
  accuracy: number | null;
  draggable: boolean;
}

/**
 * The Leaflet map in GCJ-02 (see location/map-coords.ts): a circle per area, its numbered marker
 * from zoom 14 and its name from zoom 16, and the player's red dot with its accuracy circle.
 * Without a tile URL there is no tile layer: the styled background shows through.
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
  const [zoom, setZoom] = useState(INITIAL_ZOOM);
  const drawn = useMemo(
    () =>
      areas.map((area) => {
        const colour = areaColour(area);
        return { area, colour, centre: areaDisplayCentre(area.cx, area.cy), icon: areaIcon(area, colour) };
      }),
    [areas],
  );
  const icon = useMemo(() => playerIcon(Boolean(player?.draggable)), [player?.draggable]);

  return (
    <MapContainer center={[centre.lat, centre.lng]} zoom={INITIAL_ZOOM} minZoom={11} maxZoom={19} className="fh-map" attributionControl={false}>
      {tileUrl && <TileLayer url={tileUrl} maxZoom={19} />}
      <ZoomWatcher onZoom={setZoom} />
      <CentreOnFirstFix position={player?.position ?? null} />
      {drawn.map(({ area, colour, centre: at }) => (
        <Circle
          key={`c${area.area_id}`}
          center={[at.lat, at.lng]}
          radius={area.radius * 1000}
          pathOptions={{ color: colour, weight: 2, fillColor: colour, fillOpacity: 0.22 }}
          eventHandlers={{ click: () => onSelect(area) }}
        />
      ))}
      {zoom >= MARKER_MIN_ZOOM &&
        drawn.map(({ area, centre: at, icon: markerIcon }) => (
          <Marker
            key={`m${area.area_id}`}
            position={[at.lat, at.lng]}
            icon={markerIcon}
            title={`No.${String(area.area_id).padStart(2, '0')} ${area.name}`}
            eventHandlers={{ click: () => onSelect(area) }}
          >
            {zoom >= LABEL_MIN_ZOOM && (
              <Tooltip permanent direction="bottom" offset={[0, 12]} className="fh-area-label">
                {area.name}
              </Tooltip>
            )}
          </Marker>
        ))}
      {player && (
        <>
          {player.accuracy !== null && (
            <Circle
              center={[player.position.lat, player.position.lng]}
              radius={player.accuracy}
              pathOptions={{ color: '#e53935', weight: 1, fillColor: '#e53935', fillOpacity: 0.12 }}
              interactive={false}
            />
          )}
          <Marker
            key={player.draggable ? 'player-draggable' : 'player-fixed'}
            position={[player.position.lat, player.position.lng]}
            icon={icon}
            draggable={player.draggable}
            zIndexOffset={1000}
            title={TEXTS.area.myPosition}
            eventHandlers={{
              dragend: (event) => {
                const at = (event.target as L.Marker).getLatLng();
                onPlayerDragged({ lat: at.lat, lng: at.lng });
              },
            }}
          />
        </>
      )}
    </MapContainer>
  );
}

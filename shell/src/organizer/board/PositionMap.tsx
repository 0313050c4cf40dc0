import type { FanhuaBoard } from '@citygames/contracts/organizer/board.schema';

const WIDTH = 360;
const HEIGHT = 300;
const METRES_PER_DEGREE = 111_320;

/** The teams' last positions over the area centres (WGS-84, no base map: it must work offline at the venue). */
export function PositionMap({ data }: { data: Pick<FanhuaBoard, 'areas' | 'teams'> }) {
  const points = [...data.areas, ...data.teams.flatMap((team) => (team.position ? [team.position] : []))];
  if (points.length === 0) return null;
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const midLat = (minLat + maxLat) / 2;
  const spanX = Math.max((maxLng - minLng) * Math.cos((midLat * Math.PI) / 180), 1e-4);
  const spanY = Math.max(maxLat - minLat, 1e-4);
  const scale = Math.min((WIDTH - 40) / spanX, (HEIGHT - 40) / spanY);
  const x = (lng: number) => 20 + (lng - minLng) * Math.cos((midLat * Math.PI) / 180) * scale;
  const y = (lat: number) => HEIGHT - 20 - (lat - minLat) * scale;
  return (
    <svg className="oc-map" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label="各队最后上报的位置">
      {data.areas.map((area) => (
        <circle key={area.id} cx={x(area.lng)} cy={y(area.lat)} r={2} fill="#c5cad6" />
      ))}
      {data.teams.map((team) =>
        team.position ? (
          <g key={team.id}>
            <circle
              cx={x(team.position.lng)}
              cy={y(team.position.lat)}
              r={Math.max(4, ((team.position.accuracy ?? 30) / METRES_PER_DEGREE) * scale)}
              fill="rgba(214,58,58,0.15)"
            />
            <circle cx={x(team.position.lng)} cy={y(team.position.lat)} r={4} fill="#d63a3a" />
            <text x={x(team.position.lng) + 6} y={y(team.position.lat) - 6} fontSize="12" fill="#1d2130">
              {team.name}
            </text>
          </g>
        ) : null,
      )}
    </svg>
  );
}

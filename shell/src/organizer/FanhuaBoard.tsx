import { beijingClock } from './format';
import { callJson } from './organizer-api';
import { usePolling } from './use-polling';

interface FanhuaBoardData {
  teams: { id: string; name: string; members: number; assets: number; position: { lat: number; lng: number; accuracy: number | null; at: string; player: string; areaId: number | null } | null }[];
  areas: { id: number; lat: number; lng: number }[];
  recentTrades: { areaTrades: number; teamTrades: number; latest: { team: string; areaId: number; at: string }[] };
  risks: { player: string; risk: number; reason: string; checkedAt: string }[];
}

const WIDTH = 360;
const HEIGHT = 300;
const METRES_PER_DEGREE = 111_320;

function ageText(iso: string, now: number): string {
  const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000));
  return minutes < 1 ? '刚刚' : minutes < 60 ? `${minutes} 分钟前` : `${Math.floor(minutes / 60)} 小时前`;
}

/** The teams' last positions over the area centres (WGS-84, no base map: it must work offline at the venue). */
function PositionMap({ data }: { data: FanhuaBoardData }) {
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
            <circle cx={x(team.position.lng)} cy={y(team.position.lat)} r={Math.max(4, ((team.position.accuracy ?? 30) / METRES_PER_DEGREE) * scale)} fill="rgba(214,58,58,0.15)" />
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

/** fanhua's live board, refreshed every 5 s. */
export function FanhuaBoard() {
  const { data, error } = usePolling(() => callJson<FanhuaBoardData>('GET', '/api/fanhua/organizer/board'), 5000);
  if (!data) return <p className="oc-muted">{error ?? '正在读取…'}</p>;
  const now = Date.now();
  return (
    <div className="oc-stack" data-testid="fanhua-board">
      <section className="oc-card">
        <h2>繁华废土 · 各队位置</h2>
        <PositionMap data={data} />
        <div className="oc-table-wrap">
          <table className="oc-table">
            <thead>
              <tr>
                <th>队伍（按资产）</th>
                <th>资产</th>
                <th>最后位置</th>
              </tr>
            </thead>
            <tbody>
              {data.teams.map((team) => (
                <tr key={team.id} data-testid={`fanhua-team-${team.name}`}>
                  <td>
                    {team.name}
                    <div className="oc-muted">{team.members} 人</div>
                  </td>
                  <td>{team.assets}</td>
                  <td>
                    {team.position ? (
                      <>
                        {team.position.lat.toFixed(5)}, {team.position.lng.toFixed(5)}
                        <div className="oc-muted">
                          精度 {team.position.accuracy ?? '未知'} 米 · {ageText(team.position.at, now)} · {team.position.player}
                          {team.position.areaId !== null ? ` · 区域 ${team.position.areaId}` : ''}
                        </div>
                      </>
                    ) : (
                      <span className="oc-muted">还没有上报</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="oc-card">
        <h2>最近 10 分钟的交易</h2>
        <p>
          区域交易 {data.recentTrades.areaTrades} 笔，队伍间交易 {data.recentTrades.teamTrades} 笔
        </p>
        <ul className="oc-log">
          {data.recentTrades.latest.map((trade, index) => (
            <li key={`${trade.at}-${index}`}>
              <time>{beijingClock(trade.at)}</time> {trade.team} 在区域 {trade.areaId} 交易
            </li>
          ))}
        </ul>
      </section>
      <section className="oc-card">
        <h2>风险分最高的玩家</h2>
        {data.risks.length === 0 ? (
          <p className="oc-muted">还没有风险记录（在游戏管理页运行风险检测后出现）。</p>
        ) : (
          <ul className="oc-log">
            {data.risks.map((risk) => (
              <li key={risk.player}>
                <strong>{risk.risk}</strong> {risk.player}：{risk.reason}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

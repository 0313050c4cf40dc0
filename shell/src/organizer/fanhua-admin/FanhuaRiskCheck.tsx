import { useCallback, useEffect, useState } from 'react';
import type { PlayerRisk, RiskJob } from '@citygames/contracts/fanhua/risk.schema';
import { fanhuaAdminApi } from '../api/fanhua-admin-api';
import { beijingClock } from '../format';
import { useAction } from '../hooks/use-fanhua-admin';
import { ActionResult } from '../components/ActionResult';

const RISK_REFRESH_MS = 5000;

/** A player's risk, or in words why there is none yet. */
const riskText = (player: PlayerRisk) => (player.status === 'completed' ? String(player.risk) : player.status === 'running' ? '检测中' : '未检测');

function jobLine(job: RiskJob | null): string {
  if (!job) return '还没有检测过';
  if (job.status === 'running') return `检测中：${job.checked_count} / ${job.player_count}`;
  if (job.status === 'failed') return `上次检测出错（${beijingClock(job.started_at)} 开始）`;
  return `上次检测：${beijingClock(job.finished_at ?? job.started_at)}，共 ${job.player_count} 名玩家`;
}

/** The location risk check over all players (the game admin's 风险检测): start it, follow it, read the riskiest first. */
export function FanhuaRiskCheck() {
  const [job, setJob] = useState<RiskJob | null>(null);
  const [players, setPlayers] = useState<PlayerRisk[]>([]);
  const action = useAction();
  const refresh = useCallback(async () => {
    const [current, list] = await Promise.all([fanhuaAdminApi.riskJob(), fanhuaAdminApi.risks()]);
    setJob(current.job);
    setPlayers([...list].sort((a, b) => b.risk - a.risk));
  }, []);
  useEffect(() => {
    void refresh().catch(() => undefined);
  }, [refresh]);
  const running = job?.status === 'running';
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void refresh().catch(() => undefined), RISK_REFRESH_MS);
    return () => clearInterval(timer);
  }, [running, refresh]);

  return (
    <section className="oc-card oc-form">
      <h2>定位风险检测</h2>
      <p className="oc-muted">{jobLine(job)}</p>
      <span className="oc-inline">
        <button
          type="button"
          className="oc-primary"
          disabled={action.busy || running}
          onClick={() =>
            void action.run(async () => {
              const started = await fanhuaAdminApi.startRiskCheck();
              setJob(started.job);
              return started.message;
            })
          }
        >
          开始检测
        </button>
        <button type="button" onClick={() => void action.run(async () => (await refresh(), '已刷新'))}>
          刷新
        </button>
      </span>
      <ActionResult action={action} />
      <div className="oc-table-wrap oc-preview-table">
        <table className="oc-table">
          <thead>
            <tr>
              <th>玩家</th>
              <th>手机号</th>
              <th>风险</th>
              <th>原因</th>
            </tr>
          </thead>
          <tbody>
            {players.length === 0 && (
              <tr>
                <td colSpan={4} className="oc-muted">
                  还没有玩家
                </td>
              </tr>
            )}
            {players.map((player) => (
              <tr key={player.id}>
                <td>{player.name}</td>
                <td>{player.phone}</td>
                <td>{riskText(player)}</td>
                <td>{player.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

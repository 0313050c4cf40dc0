import { beforeEach, describe, expect, it } from 'vitest';
import { clearDatabase, useTestDatabase } from '@citygames/service-kit/testing/test-database';
import { recordPositionFix } from '../src/positions/position-fix.repository.js';
import { RiskJobModel } from '../src/risk/risk-job.model.js';
import { admin, teamWith } from './support/trade-fixtures.js';
import { honestWalkerDay, spooferDay, teleporterDay, type ScriptedFix } from './support/scripted-days.js';
import { PlayerRiskListResponse, RiskJobResponse, RiskStartResponse } from '@citygames/contracts/fanhua/risk.schema';
import { createTestApp, player } from './support/test-app.js';

useTestDatabase('fanhua_p2_risk');
beforeEach(() => clearDatabase());

const api = createTestApp();
const [honest, teleporter, spoofer, idle] = [player(1), player(2), player(3), player(4)];

const getAllRisk = async () => {
  const res = await api.get('/api/fanhua/players/get-all-risk').set('Authorization', admin.auth);
  expect(res.status).toBe(200);
  return PlayerRiskListResponse.parse(res.body);
};

/** Waits for the background job by asking the API, as the admin page does (bounded, no fixed sleep). */
async function untilJobFinished(): Promise<string> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const res = await api.get('/api/fanhua/players/risk-job').set('Authorization', admin.auth);
    const { job } = RiskJobResponse.parse(res.body);
    if (job && job.status !== 'running') return job.status;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('risk job did not finish');
}

/** Records the fixes as the location-checked calls do. */
async function replay(playerId: string, teamId: string, fixes: ScriptedFix[]) {
  for (const fix of fixes) await recordPositionFix({ ...fix, playerId, teamId });
}

async function checkEveryone() {
  await api.post('/api/fanhua/players/risk-all').set('Authorization', admin.auth);
  expect(await untilJobFinished()).toBe('completed');
  return new Map((await getAllRisk()).map((entry) => [entry.id, { risk: entry.risk, reason: entry.reason }]));
}

describe('risk check', () => {
  it('replays a scripted day and ranks spoofer and teleporter above the honest walker', async () => {
    const team = await teamWith(api, honest, '拾荒者', [teleporter, spoofer, idle]);
    await replay(honest.id, team.id, honestWalkerDay());
    await replay(teleporter.id, team.id, teleporterDay());
    await replay(spoofer.id, team.id, spooferDay());

    const before = await getAllRisk();
    expect(before.map((entry) => entry.id).sort()).toEqual([honest.id, teleporter.id, spoofer.id, idle.id].sort()); // not the administrator, who used fanhua too
    expect(before.every((entry) => entry.status === 'not_checked' && entry.risk === 0)).toBe(true);

    const started = await api.post('/api/fanhua/players/risk-all').set('Authorization', admin.auth);
    expect(started.status).toBe(202);
    expect(RiskStartResponse.parse(started.body)).toMatchObject({ success: true, job: { status: 'running', player_count: 4 } });
    expect(await untilJobFinished()).toBe('completed');

    const after = await getAllRisk();
    const byId = new Map(after.map((entry) => [entry.id, entry]));
    expect(after.every((entry) => entry.status === 'completed')).toBe(true);
    expect(byId.get(honest.id)).toMatchObject({ name: honest.name, phone: honest.phone, risk: 0, reason: '未发现异常' });
    expect(byId.get(idle.id)).toMatchObject({ risk: 0, reason: '没有定位记录' });
    const ranking = [...after].sort((a, b) => b.risk - a.risk).map((entry) => entry.id);
    expect(ranking.slice(0, 2).sort()).toEqual([teleporter.id, spoofer.id].sort());
    expect(byId.get(spoofer.id)!.risk).toBeGreaterThan(50);
    expect(byId.get(spoofer.id)!.reason).toMatch(/坐标完全相同.*|.*精度都恰好是 10 米/);
    expect(byId.get(teleporter.id)!.risk).toBeGreaterThan(20);
    expect(byId.get(teleporter.id)!.reason).toContain('公里/小时');
  });

  it('flags a trade made far from the teammates placed in the same minute, and only the trader', async () => {
    const team = await teamWith(api, honest, '拾荒者', [teleporter]);
    const at = new Date('2025-07-12T03:00:00Z');
    await replay(honest.id, team.id, [{ lat: 31.23, lng: 121.47, accuracy: 15, at, purpose: 'explore', areaId: null, accepted: null }]);
    await replay(teleporter.id, team.id, [
      { lat: 31.27, lng: 121.47, accuracy: 20, at: new Date(at.getTime() + 20_000), purpose: 'area-trade', areaId: 12, accepted: true },
    ]);
    await api.post('/api/fanhua/players/risk-all').set('Authorization', admin.auth);
    await untilJobFinished();
    const risks = await getAllRisk();
    const trader = risks.find((entry) => entry.id === teleporter.id)!;
    expect(trader.risk).toBe(15);
    expect(trader.reason).toContain(`在 12 号区域交易时，最近的队友「${honest.name}」相距约 4`);
    expect(risks.find((entry) => entry.id === honest.id)!.risk).toBe(0);
  });

  it('finds the teammate whose fix lies in the hour before the trade', async () => {
    const team = await teamWith(api, honest, '拾荒者', [teleporter]);
    const at = new Date('2025-07-12T03:00:20Z');
    await replay(honest.id, team.id, [
      { lat: 31.23, lng: 121.47, accuracy: 15, at: new Date(at.getTime() - 30_000), purpose: 'explore', areaId: null, accepted: null },
    ]);
    await replay(teleporter.id, team.id, [{ lat: 31.27, lng: 121.47, accuracy: 20, at, purpose: 'area-trade', areaId: 12, accepted: true }]);
    const risks = await checkEveryone();
    expect(risks.get(teleporter.id)).toMatchObject({ risk: 15 });
    expect(risks.get(teleporter.id)!.reason).toContain(`最近的队友「${honest.name}」相距约 4`);
  });

  it('runs one job at a time and takes over a job whose replica died', async () => {
    await teamWith(api, honest, '拾荒者');
    const [first, second] = await Promise.all([
      api.post('/api/fanhua/players/risk-all').set('Authorization', admin.auth),
      api.post('/api/fanhua/players/risk-all').set('Authorization', admin.auth),
    ]);
    await untilJobFinished();
    // One job at a time: either the second request found the first job running and joined it, or the
    // first (one player, so quick) had already finished when the second one started its own.
    const [firstAnswer, secondAnswer] = [RiskStartResponse.parse(first.body), RiskStartResponse.parse(second.body)];
    const jobs = await RiskJobModel.find({ _id: { $in: [firstAnswer.job.id, secondAnswer.job.id] } })
      .sort({ startedAt: 1 })
      .lean();
    if (firstAnswer.job.id === secondAnswer.job.id) {
      expect([firstAnswer.message, secondAnswer.message].sort()).toEqual(['风险检测已开始', '风险检测正在进行中']);
    } else {
      // The second could start only once the first had given back the one running key (a unique index); the times
      // do not show that order (each request reads its clock before its write waits its turn), the key does.
      expect(jobs).toHaveLength(2);
      expect(jobs.map((job) => [job.status, job.activeKey])).toEqual(jobs.map((job) => ['completed', String(job._id)]));
    }

    const dead = await RiskJobModel.create({
      status: 'running',
      activeKey: 'running',
      startedBy: 'x',
      startedAt: new Date(Date.now() - 600_000),
      heartbeatAt: new Date(Date.now() - 600_000),
    });
    const restarted = await api.post('/api/fanhua/players/risk-all').set('Authorization', admin.auth);
    const restartedAnswer = RiskStartResponse.parse(restarted.body);
    expect(restartedAnswer.message).toBe('风险检测已开始');
    expect(restartedAnswer.job.id).not.toBe(String(dead._id));
    expect((await RiskJobModel.findById(dead._id).lean())?.status).toBe('failed');
    await untilJobFinished();
  });
});

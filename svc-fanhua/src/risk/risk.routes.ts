import { Router } from 'express';
import { currentUser, requireAdmin } from '@citygames/service-kit/auth/auth-middleware';
import type { FanhuaContext } from '../context.js';
import { NOT_ADMIN, PlayerModel, type PlayerRecord } from '../players/player.model.js';
import { PlayerRiskModel, type PlayerRiskRecord } from './player-risk.model.js';
import { RiskJobModel, RUNNING_KEY, toRiskJobView, type RiskJobRecord } from './risk-job.model.js';
import { runRiskJob, startRiskJob } from './run-risk-job.js';
import { texts } from '../texts.js';

/**
 * /api/fanhua/players/risk-all (start the check) and /get-all-risk (the list), administrators only.
 * Administrators are not players to check and are left out. The check runs in the background of the replica that started it; results and progress live in
 * MongoDB, so any replica answers the list.
 */
export function createRiskRoutes(ctx: FanhuaContext): Router {
  const router = Router();
  router.use(['/players/risk-all', '/players/get-all-risk', '/players/risk-job'], requireAdmin);
  addRiskOperations(router, ctx);
  return router;
}

/** The risk routes themselves; the caller guards them (a game administrator, or an organiser acting as one). */
export function addRiskOperations(router: Router, ctx: FanhuaContext): void {
  router.post('/players/risk-all', async (req, res) => {
    const { job, started } = await startRiskJob(currentUser(req).id, ctx.now());
    if (started) void runRiskJob(job._id, ctx.now, ctx.logger);
    res.status(202).json({
      success: true,
      message: started ? texts.risk.jobStarted : texts.risk.jobRunning,
      job: toRiskJobView(job),
    });
  });

  router.get('/players/risk-job', async (_req, res) => {
    const job = await RiskJobModel.findOne({}).sort({ startedAt: -1, _id: -1 }).lean<RiskJobRecord>();
    res.json({ success: true, job: job ? toRiskJobView(job) : null });
  });

  router.get('/players/get-all-risk', async (_req, res) => {
    const [players, risks, running] = await Promise.all([
      PlayerModel.find(NOT_ADMIN).sort({ createdAt: 1, _id: 1 }).lean<PlayerRecord[]>(),
      PlayerRiskModel.find({}).lean<PlayerRiskRecord[]>(),
      RiskJobModel.findOne({ activeKey: RUNNING_KEY }).lean<RiskJobRecord>(),
    ]);
    const riskOf = new Map(risks.map((risk) => [risk._id, risk]));
    res.json(
      players.map((player) => {
        const result = riskOf.get(player._id);
        // While a job runs, a player it has not reached yet is shown as not checked ('?').
        const current = result && (!running || result.jobId.equals(running._id));
        return {
          id: player._id,
          name: player.name,
          phone: player.phone,
          status: current ? 'completed' : running ? 'running' : 'not_checked',
          risk: current ? result.risk : 0,
          reason: current ? result.reason : '',
          checked_at: current ? result.checkedAt.toISOString() : null,
        };
      }),
    );
  });
}

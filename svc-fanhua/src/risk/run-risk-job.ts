import { setImmediate as yieldToRequests } from 'node:timers/promises';
import type { Logger } from 'pino';
import type { Types } from 'mongoose';
import { HttpError, isDuplicateKeyError } from '@citygames/service-kit/http/errors';
import { NOT_ADMIN, PlayerModel, type PlayerRecord } from '../players/player.model.js';
import type { PositionFixRecord, PositionPurpose } from '../positions/position-fix.model.js';
import { readFixHistories, readTeamFixesBetween, type PlayerFixHistory } from '../positions/position-fix.repository.js';
import { scorePlayerRisk } from '../domain/risk-score.js';
import type { RiskFix, TeammateFixes } from '../domain/risk-signals.js';
import { PlayerRiskModel } from './player-risk.model.js';
import { RiskJobModel, RUNNING_KEY, type RiskJobRecord } from './risk-job.model.js';
import { texts } from '../texts.js';

/** A running job whose heartbeat is older than this died with its replica; a new one may start. */
export const STALE_JOB_MS = 2 * 60_000;
/** The most recent fixes read per player. */
const FIXES_PER_PLAYER = 5000;
/** Players whose fixes are read together. */
const PLAYERS_PER_READ = 50;
/** The longest stretch of scoring between two turns for waiting requests. */
const SLICE_MS = 8;
const TRADE_PURPOSES: PositionPurpose[] = ['area-trade', 'special-area'];

const toRiskFix = (fix: PositionFixRecord): RiskFix => ({
  lat: fix.lat,
  lng: fix.lng,
  accuracy: fix.accuracy,
  at: fix.at,
  fixedAt: fix.fixedAt ?? null,
  purpose: fix.purpose,
  areaId: fix.areaId,
  accepted: fix.accepted,
  calibration: fix.calibration ?? null,
});

/**
 * Records a new job, unless one is already running (then that one is returned). A job whose
 * replica died is marked failed first, so the check can always be started again.
 */
export async function startRiskJob(adminId: string, now: Date): Promise<{ job: RiskJobRecord; started: boolean }> {
  await RiskJobModel.updateMany(
    { activeKey: RUNNING_KEY, heartbeatAt: { $lt: new Date(now.getTime() - STALE_JOB_MS) } },
    { $set: { status: 'failed', error: texts.risk.jobInterrupted, finishedAt: now } },
  );
  const stale = await RiskJobModel.find({ activeKey: RUNNING_KEY, status: 'failed' }).lean<RiskJobRecord[]>();
  for (const job of stale) await RiskJobModel.updateOne({ _id: job._id, activeKey: RUNNING_KEY }, { $set: { activeKey: String(job._id) } });
  const playerCount = await PlayerModel.countDocuments(NOT_ADMIN);
  try {
    const created = await RiskJobModel.create({
      status: 'running',
      activeKey: RUNNING_KEY,
      startedBy: adminId,
      startedAt: now,
      heartbeatAt: now,
      playerCount,
    });
    return { job: created.toObject() as RiskJobRecord, started: true };
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    // The job that won may already have finished (it yields between players, a short one is quick): answer with it.
    const running =
      (await RiskJobModel.findOne({ activeKey: RUNNING_KEY }).lean<RiskJobRecord>()) ??
      (await RiskJobModel.findOne({ startedAt: { $gte: new Date(now.getTime() - STALE_JOB_MS) } })
        .sort({ _id: -1 })
        .lean<RiskJobRecord>());
    if (!running) throw new HttpError(409, 'RISK_JOB_BUSY', texts.risk.jobStarting);
    return { job: running, started: false };
  }
}

/**
 * The positions of the player's teammates (players who logged fixes under a team the player also
 * logged under) around the player's own area trades.
 */
async function teammatesOf(playerId: string, history: PlayerFixHistory, fixes: readonly RiskFix[], names: Map<string, string>): Promise<TeammateFixes[]> {
  const trades = fixes.filter((fix) => TRADE_PURPOSES.includes(fix.purpose as PositionPurpose));
  if (trades.length === 0 || history.teamIds.length === 0) return [];
  const from = new Date(trades[0]!.at.getTime() - 60_000);
  const to = new Date(trades[trades.length - 1]!.at.getTime() + 60_000);
  const around = await readTeamFixesBetween(history.teamIds, playerId, from, to);
  const byPlayer = new Map<string, RiskFix[]>();
  for (const fix of around) {
    const list = byPlayer.get(fix.playerId);
    if (list) list.push(toRiskFix(fix));
    else byPlayer.set(fix.playerId, [toRiskFix(fix)]);
  }
  return [...byPlayer].map(([id, list]) => ({ playerId: id, name: names.get(id) ?? texts.risk.unknownPlayer, fixes: list }));
}

/**
 * Scores every player (administrators aside) from their logged positions and their teammates' area trades and stores
 * each result as soon as it is known, with a heartbeat on the job, so any replica can report
 * progress. Runs in the background of the request that started it, in slices of SLICE_MS.
 */
export async function runRiskJob(jobId: Types.ObjectId, now: () => Date, logger: Logger): Promise<void> {
  try {
    const everyone = await PlayerModel.find({}).sort({ _id: 1 }).lean<PlayerRecord[]>();
    // An administrator playing in a team still counts as a teammate (by name), but is not checked.
    const names = new Map(everyone.map((player) => [player._id, player.name]));
    const players = everyone.filter((player) => player.role !== 'admin');
    let checked = 0;
    let sliceStarted = performance.now();
    let histories = new Map<string, PlayerFixHistory>();
    for (const [index, player] of players.entries()) {
      if (index % PLAYERS_PER_READ === 0) {
        const next = players.slice(index, index + PLAYERS_PER_READ).map((each) => each._id);
        histories = await readFixHistories(next, FIXES_PER_PLAYER);
      }
      const history = histories.get(player._id)!;
      const fixes = history.fixes.map(toRiskFix);
      const teammates = await teammatesOf(player._id, history, fixes, names);
      // Scoring is CPU only: once a slice has used SLICE_MS, waiting requests get their turn before
      // the next player, so the job never holds the event loop for long.
      if (performance.now() - sliceStarted > SLICE_MS) {
        await yieldToRequests();
        sliceStarted = performance.now();
      }
      const result = scorePlayerRisk({ fixes, teammates });
      await PlayerRiskModel.updateOne(
        { _id: player._id },
        { $set: { risk: result.risk, reason: result.reason, signals: result.findings.map((finding) => finding.signal), checkedAt: now(), jobId } },
        { upsert: true },
      );
      checked += 1;
      await RiskJobModel.updateOne({ _id: jobId }, { $set: { checkedCount: checked, heartbeatAt: now() } });
    }
    await RiskJobModel.updateOne(
      { _id: jobId },
      { $set: { status: 'completed', activeKey: String(jobId), finishedAt: now(), checkedCount: checked, playerCount: players.length } },
    );
  } catch (error) {
    logger.error({ err: error, jobId: String(jobId) }, 'risk job failed');
    await RiskJobModel.updateOne(
      { _id: jobId },
      { $set: { status: 'failed', activeKey: String(jobId), finishedAt: now(), error: texts.risk.jobFailed } },
    ).catch(() => undefined);
  }
}

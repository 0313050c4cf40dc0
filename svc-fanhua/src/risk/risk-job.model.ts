import mongoose, { Schema, type Types } from 'mongoose';

export const RISK_JOB_ACTIVE_INDEX = 'uniq_active_job';
export const RUNNING_KEY = 'running';

/**
 * One run of the risk check. `activeKey` is 'running' while the job runs and the job's own id
 * afterwards: the unique index on it lets only one job run at a time across every replica.
 */
const riskJobSchema = new Schema(
  {
    status: { type: String, required: true, enum: ['running', 'completed', 'failed'] },
    activeKey: { type: String, required: true },
    startedBy: { type: String, required: true },
    startedAt: { type: Date, required: true },
    heartbeatAt: { type: Date, required: true },
    finishedAt: { type: Date, default: null },
    playerCount: { type: Number, required: true, default: 0 },
    checkedCount: { type: Number, required: true, default: 0 },
    error: { type: String, default: null },
  },
  { collection: 'risk_jobs', versionKey: false },
);

riskJobSchema.index({ activeKey: 1 }, { unique: true, name: RISK_JOB_ACTIVE_INDEX });
riskJobSchema.index({ startedAt: -1 }, { name: 'by_start' });

export interface RiskJobRecord {
  _id: Types.ObjectId;
  status: 'running' | 'completed' | 'failed';
  activeKey: string;
  startedBy: string;
  startedAt: Date;
  heartbeatAt: Date;
  finishedAt: Date | null;
  playerCount: number;
  checkedCount: number;
  error: string | null;
}

export const RiskJobModel = mongoose.model('RiskJob', riskJobSchema);

export function toRiskJobView(job: RiskJobRecord) {
  return {
    id: String(job._id),
    status: job.status,
    started_at: job.startedAt.toISOString(),
    finished_at: job.finishedAt ? job.finishedAt.toISOString() : null,
    player_count: job.playerCount,
    checked_count: job.checkedCount,
  };
}

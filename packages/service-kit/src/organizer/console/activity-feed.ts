import mongoose, { Schema, type ClientSession, type Model, type Types } from 'mongoose';
import type { ActivityEventView, ActivityFeedQuery, ActivityFeedResponse, ActivityKind } from '@citygames/contracts/organizer/activity.schema';
import { takeSequenceNumbers } from '../../data/sequence.js';
import { runTransaction } from '../../data/transaction.js';

/** The sequence that numbers a service's feed entries (sequence.ts). */
const ACTIVITY_SEQUENCE = 'activity';

/** How long the feed keeps an entry: an event day and its follow-up, not a season. */
const ACTIVITY_KEPT_SECONDS = 14 * 24 * 3600;

/**
 * The organiser's activity feed of one service: what players and organisers did, one entry per
 * effect (docs/invariants.md「活动动态」). Only the console reads it; no score or rule does.
 */
const activityEventSchema = new Schema(
  {
    at: { type: Date, required: true },
    kind: { type: String, required: true },
    /** The game of an organiser action recorded by svc-auth (opening a game); null: this service's game. */
    scope: { type: String, default: null },
    /** The teams it concerns (both sides of a trade); filtered by name. */
    teams: { type: [String], default: [] },
    player: { type: String, default: null },
    summary: { type: String, required: true },
    /** The entry's position in this service's feed, taken in the transaction that writes it: readers page and poll by it. */
    seq: { type: Number, required: true },
    /** Wall-clock time of the write (not the service's clock), for the TTL index. */
    recordedAt: { type: Date, required: true },
  },
  { collection: 'activity_events', versionKey: false },
);
activityEventSchema.index({ recordedAt: 1 }, { expireAfterSeconds: ACTIVITY_KEPT_SECONDS });
activityEventSchema.index({ seq: -1 }, { unique: true });
activityEventSchema.index({ teams: 1, seq: -1 });

interface StoredActivityEvent {
  _id: Types.ObjectId;
  at: Date;
  kind: ActivityKind;
  scope: string | null;
  teams: string[];
  player: string | null;
  summary: string;
  seq: number;
  recordedAt: Date;
}

export const ActivityEvent: Model<StoredActivityEvent> =
  (mongoose.models.ActivityEvent as Model<StoredActivityEvent> | undefined) ?? mongoose.model<StoredActivityEvent>('ActivityEvent', activityEventSchema);

export interface ActivityEntry {
  kind: ActivityKind;
  summary: string;
  /** A team's name, or both of a trade. */
  team?: string | readonly string[] | null;
  player?: string | null;
  scope?: string | null;
}

/**
 * Records one entry; pass the session of the effect it describes when there is one, so both commit together (else it
 * is written in a transaction of its own). Its position is taken in the same transaction (docs/invariants.md「按位置投递」).
 */
export async function recordActivity(entry: ActivityEntry, at: Date, session?: ClientSession | null): Promise<void> {
  if (!session) return runTransaction((own) => recordActivity(entry, at, own));
  const seq = await takeSequenceNumbers(ACTIVITY_SEQUENCE, 1, session);
  const teams = typeof entry.team === 'string' ? [entry.team] : [...(entry.team ?? [])];
  const stored = {
    at,
    kind: entry.kind,
    scope: entry.scope ?? null,
    teams: teams.filter(Boolean),
    player: entry.player ?? null,
    summary: entry.summary,
    seq,
    recordedAt: new Date(),
  };
  await ActivityEvent.create([stored], { session });
}

/** A page of the feed (ActivityFeedQuery); `game` names the entries that carry no scope of their own. */
export async function readActivityFeed(query: ActivityFeedQuery, game: string): Promise<ActivityFeedResponse> {
  const filter = query.team ? { teams: query.team } : {};
  const view = (entry: StoredActivityEvent): ActivityEventView => ({
    id: String(entry.seq),
    position: entry.seq,
    at: entry.at.toISOString(),
    game: entry.scope ?? game,
    kind: entry.kind,
    teams: entry.teams,
    player: entry.player,
    summary: entry.summary,
  });
  if (query.after) {
    // the oldest `limit` after the position, newest first: a poller that asks again from the newest never skips one
    const newer = await ActivityEvent.find({ ...filter, seq: { $gt: Number(query.after) } })
      .sort({ seq: 1 })
      .limit(query.limit)
      .lean<StoredActivityEvent[]>();
    return { events: newer.reverse().map(view), older: null };
  }
  const found = await ActivityEvent.find(query.before ? { ...filter, seq: { $lt: Number(query.before) } } : filter)
    .sort({ seq: -1 })
    .limit(query.limit + 1)
    .lean<StoredActivityEvent[]>();
  const entries = found.slice(0, query.limit);
  return { events: entries.map(view), older: found.length > query.limit ? String(entries[entries.length - 1]!.seq) : null };
}

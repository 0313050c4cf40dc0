import mongoose, { Schema, type ClientSession, type Model, type Types } from 'mongoose';
import type { OrganizerActionsQuery, OrganizerActionsResponse, OrganizerActionView } from '@citygames/contracts/organizer/actions.schema';
import { recordActivity } from './activity-feed.js';
import { olderPage } from '../../http/entry-pages.js';
import type { OrganizerUser } from '../../auth/organizer-token.js';
import { beijingTime, toExcelCsv } from '../../pure/results-csv.js';

/** The audit log: every organiser action, who, what, when, on which team or player. */
const organizerActionSchema = new Schema(
  {
    at: { type: Date, required: true },
    organizerId: { type: String, required: true },
    organizerName: { type: String, required: true },
    /** A game, or 'platform' for actions on no single game's data. */
    scope: { type: String, required: true },
    action: { type: String, required: true },
    /** One Chinese sentence, as the console lists it. */
    summary: { type: String, required: true },
    team: { type: String, default: null },
    player: { type: String, default: null },
  },
  { collection: 'organizer_actions', versionKey: false },
);
organizerActionSchema.index({ at: -1 });

export interface OrganizerActionEntry {
  scope: string;
  action: string;
  summary: string;
  team?: string | null;
  player?: string | null;
}

interface StoredOrganizerAction extends Required<OrganizerActionEntry> {
  _id: Types.ObjectId;
  at: Date;
  organizerId: string;
  organizerName: string;
}

export const OrganizerAction: Model<StoredOrganizerAction> =
  (mongoose.models.OrganizerAction as Model<StoredOrganizerAction> | undefined) ??
  mongoose.model<StoredOrganizerAction>('OrganizerAction', organizerActionSchema);

/**
 * Who the audit log names for a change made with a game's administrator login: told apart from the organisers by
 * its id (`game-admin:<game>:<account>`) and by the name the console shows. The organiser's console acting as a
 * game administrator passes the organiser instead (its token user's id starts with `organizer:`).
 */
export function gameAdminActor(user: { id: string; name: string }, game: string, organizer?: OrganizerUser): OrganizerUser {
  if (organizer) return organizer;
  return { id: `game-admin:${game}:${user.id}`, name: `${user.name}（游戏管理员）` };
}

/**
 * Pass the session of the change it describes, so the change and its record commit together; the
 * same write adds it to the activity feed. Record only a change that happened (no entry for a no-op).
 */
export async function recordOrganizerAction(organizer: OrganizerUser, entry: OrganizerActionEntry, now: Date, session?: ClientSession): Promise<void> {
  await recordActivity(
    { kind: 'organizer', scope: entry.scope, team: entry.team, player: entry.player, summary: `${organizer.name}：${entry.summary}` },
    now,
    session,
  );
  await OrganizerAction.create(
    [
      {
        at: now,
        organizerId: organizer.id,
        organizerName: organizer.name,
        scope: entry.scope,
        action: entry.action,
        summary: entry.summary,
        team: entry.team ?? null,
        player: entry.player ?? null,
      },
    ],
    session ? { session } : {},
  );
}

function actionView(entry: StoredOrganizerAction): OrganizerActionView {
  return {
    id: entry._id.toString(),
    at: entry.at.toISOString(),
    organizer: entry.organizerName,
    scope: entry.scope,
    action: entry.action,
    summary: entry.summary,
    team: entry.team ?? null,
    player: entry.player ?? null,
  };
}

/** A page of this service's audit log, newest first; `older` pages on until the first entry. */
export async function organizerActionsPage(query: OrganizerActionsQuery): Promise<OrganizerActionsResponse> {
  const page = await olderPage(OrganizerAction, {}, query.before, query.limit);
  return { actions: page.entries.map(actionView), older: page.older };
}

/** This service's whole audit log, oldest first, as an Excel-safe CSV (results-csv.ts). */
export async function organizerActionsCsv(): Promise<string> {
  const all = await OrganizerAction.find().sort({ _id: 1 }).lean();
  return toExcelCsv(
    ['时间', '组织者', '范围', '操作', '说明', '队伍', '玩家'],
    all.map((entry) => [
      beijingTime(entry.at.toISOString()),
      entry.organizerName,
      entry.scope,
      entry.action,
      entry.summary,
      entry.team ?? '',
      entry.player ?? '',
    ]),
  );
}

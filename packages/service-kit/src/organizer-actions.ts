import mongoose, { Schema, type ClientSession, type Model } from 'mongoose';
import type { OrganizerActionView } from '@citygames/contracts/organizer/actions.schema';
import type { OrganizerUser } from './organizer-token.js';

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
  at: Date;
  organizerId: string;
  organizerName: string;
}

export const OrganizerAction: Model<StoredOrganizerAction> =
  (mongoose.models.OrganizerAction as Model<StoredOrganizerAction> | undefined) ??
  mongoose.model<StoredOrganizerAction>('OrganizerAction', organizerActionSchema);

/** Pass the session of the change it describes, so the change and its record commit together. */
export async function recordOrganizerAction(organizer: OrganizerUser, entry: OrganizerActionEntry, now: Date, session?: ClientSession): Promise<void> {
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

export type { OrganizerActionView } from '@citygames/contracts/organizer/actions.schema';

export async function latestOrganizerActions(limit: number): Promise<OrganizerActionView[]> {
  const found = await OrganizerAction.find().sort({ at: -1, _id: -1 }).limit(limit).lean();
  return found.map((entry) => ({
    at: entry.at.toISOString(),
    organizer: entry.organizerName,
    scope: entry.scope,
    action: entry.action,
    summary: entry.summary,
    team: entry.team ?? null,
    player: entry.player ?? null,
  }));
}

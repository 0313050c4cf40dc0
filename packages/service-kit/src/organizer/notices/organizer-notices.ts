import mongoose, { Schema, type Model, type Types } from 'mongoose';
import { NOTICE_LIST_LIMIT } from '@citygames/contracts/organizer/messages.rules';
import type { NoticeView, OrganizerMessageResponse } from '@citygames/contracts/organizer/messages.schema';
import { isDuplicateKeyError } from '../../http/errors.js';
import { recordOrganizerAction } from '../console/organizer-actions.js';
import { ORGANIZER_MESSAGE_TEXTS } from './organizer-message-texts.js';
import type { OrganizerUser } from '../../auth/organizer-token.js';
import { RecheckedValue } from '../../data/rechecked-value.js';
import { runTransaction } from '../../data/transaction.js';

/** One organiser message of a game (pilotsh, polish120): to every team (`teamId` null) or to one team. */
interface StoredNotice {
  _id: Types.ObjectId;
  at: Date;
  text: string;
  teamId: string | null;
  teamName: string | null;
  organizerName: string;
}

const noticeSchema = new Schema<StoredNotice>(
  {
    at: { type: Date, required: true },
    text: { type: String, required: true },
    teamId: { type: String, default: null },
    teamName: { type: String, default: null },
    organizerName: { type: String, required: true },
  },
  { collection: 'organizer_notices', versionKey: false },
);
noticeSchema.index({ at: -1, _id: -1 }, { name: 'by_time' });

/** That a player has read a message: one document per (message, player), so reading twice changes nothing. */
interface StoredNoticeRead {
  noticeId: Types.ObjectId;
  playerId: string;
  at: Date;
}

const noticeReadSchema = new Schema<StoredNoticeRead>(
  {
    noticeId: { type: Schema.Types.ObjectId, required: true },
    playerId: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'notice_reads', versionKey: false },
);
noticeReadSchema.index({ playerId: 1, noticeId: 1 }, { unique: true, name: 'uniq_player_notice' });

const OrganizerNotice: Model<StoredNotice> =
  (mongoose.models.OrganizerNotice as Model<StoredNotice> | undefined) ?? mongoose.model<StoredNotice>('OrganizerNotice', noticeSchema);
const NoticeRead: Model<StoredNoticeRead> =
  (mongoose.models.NoticeRead as Model<StoredNoticeRead> | undefined) ?? mongoose.model<StoredNoticeRead>('NoticeRead', noticeReadSchema);

/**
 * Every phone of the game polls its notices: a replica reads the latest messages at most once a second
 * (the replica that stores one reads again at once) and answers each poll from that list, so a poll
 * costs the team lookup and, only when the team has messages, one indexed read of the player's reads.
 */
const latestNotices = new RecheckedValue<StoredNotice[]>(() =>
  OrganizerNotice.find().sort({ at: -1, _id: -1 }).limit(NOTICE_LIST_LIMIT).lean<StoredNotice[]>().exec(),
);

export interface NoticeTeam {
  id: string;
  name: string;
}

/**
 * Stores a message and its audit record in one transaction (both or neither) and answers what the console's message route
 * sends, committed with them: a retry of a lost reply hears the same message, not 409.
 */
export async function postOrganizerNotice(
  organizer: OrganizerUser,
  input: { game: string; text: string; team: NoticeTeam | null },
  now: Date,
): Promise<OrganizerMessageResponse> {
  const notice: StoredNotice = {
    _id: new mongoose.Types.ObjectId(),
    at: now,
    text: input.text,
    teamId: input.team?.id ?? null,
    teamName: input.team?.name ?? null,
    organizerName: organizer.name,
  };
  const answer: OrganizerMessageResponse = { id: String(notice._id), at: notice.at.toISOString(), text: notice.text, team: input.team };
  await runTransaction(
    async (session) => {
      await OrganizerNotice.create([notice], { session });
      await recordOrganizerAction(
        organizer,
        {
          scope: input.game,
          action: 'message',
          summary: ORGANIZER_MESSAGE_TEXTS.summary(input.text, input.team?.name ?? null),
          team: input.team?.name ?? null,
        },
        now,
        session,
      );
    },
    { answer: { status: 201, of: () => answer } },
  );
  latestNotices.forget();
  return answer;
}

const visibleTo = (teamId: string | null) => (notice: StoredNotice) => notice.teamId === null || notice.teamId === teamId;

/** The latest messages to the player's team (none when on no team) and to everyone, newest first, with whether this player read each. */
export async function noticesFor(teamId: string | null, playerId: string): Promise<NoticeView[]> {
  const visible = (await latestNotices.get()).filter(visibleTo(teamId));
  if (visible.length === 0) return [];
  const reads = await NoticeRead.find({ playerId, noticeId: { $in: visible.map((notice) => notice._id) } }, { noticeId: 1 }).lean();
  const read = new Set(reads.map((entry) => String(entry.noticeId)));
  return visible.map((notice) => ({
    id: String(notice._id),
    text: notice.text,
    at: notice.at.toISOString(),
    scope: notice.teamId === null ? 'all' : 'team',
    read: read.has(String(notice._id)),
  }));
}

/** Marks a message read for one player; false when there is no such message for the player's team. */
export async function markNoticeRead(noticeId: string, teamId: string | null, playerId: string, now: Date): Promise<boolean> {
  const notice = await OrganizerNotice.findById(noticeId, { teamId: 1 }).lean();
  if (!notice || !visibleTo(teamId)(notice as StoredNotice)) return false;
  try {
    await NoticeRead.updateOne({ playerId, noticeId: notice._id }, { $setOnInsert: { at: now } }, { upsert: true });
  } catch (error) {
    // Two taps at once: the other one stored it.
    if (!isDuplicateKeyError(error)) throw error;
  }
  return true;
}

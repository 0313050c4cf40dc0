import { createHash, randomBytes } from 'node:crypto';
import mongoose, { Schema } from 'mongoose';

/**
 * EventSource cannot send an Authorization header, so the browser first trades its token for a
 * ticket (POST /msg/stream-ticket) and opens the stream with `?ticket=`. A ticket is random,
 * stored only as its SHA-256, valid for 60 s and usable once: one that ends up in an access log
 * is worthless. Tickets live in MongoDB so any replica can redeem a ticket another one issued.
 */
const streamTicketSchema = new Schema(
  {
    _id: { type: String, required: true },
    playerId: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    usedAt: { type: Date, default: null },
  },
  { collection: 'radio_stream_tickets', versionKey: false },
);

streamTicketSchema.index({ expiresAt: 1 }, { name: 'by_expiry' });

export const StreamTicketModel = mongoose.model('RadioStreamTicket', streamTicketSchema);

export const STREAM_TICKET_SECONDS = 60;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

export async function issueStreamTicket(playerId: string, now: Date): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  await StreamTicketModel.create({ _id: hashOf(ticket), playerId, expiresAt: new Date(now.getTime() + STREAM_TICKET_SECONDS * 1000) });
  // Expiry is checked at redemption; old tickets are swept here instead of by a TTL index.
  await StreamTicketModel.deleteMany({ expiresAt: { $lt: new Date(now.getTime() - 3600_000) } });
  return ticket;
}

/** The player a fresh, unused ticket was issued to (marking it used), or null. */
export async function redeemStreamTicket(ticket: string, now: Date): Promise<string | null> {
  const redeemed = await StreamTicketModel.findOneAndUpdate(
    { _id: hashOf(ticket), usedAt: null, expiresAt: { $gt: now } },
    { $set: { usedAt: now } },
    { returnDocument: 'after' },
  ).lean<{ playerId: string }>();
  return redeemed?.playerId ?? null;
}

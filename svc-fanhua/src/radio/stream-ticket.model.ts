import { createHash, randomBytes } from 'node:crypto';
import mongoose, { Schema } from 'mongoose';

/**
 * EventSource cannot send an Authorization header, so the browser first trades its token for a
 * ticket (POST /msg/stream-ticket) and opens the stream with `?ticket=`. A ticket is random,
 * stored only as its SHA-256, valid for 60 s and usable once: one that ends up in an access log
 * is worthless. Tickets live in MongoDB so any replica can redeem a ticket another one issued.
 * Redeeming deletes the ticket; a TTL index deletes the ones never redeemed once they expire (on a
 * server without a TTL monitor, such as jongodb, they stay, and redemption still compares the expiry).
 * A ticket keeps when the token that asked for it was signed, so the open stream can be held to the
 * organiser's sign-out of that token (radio-stream.routes.ts).
 */
const streamTicketSchema = new Schema(
  {
    _id: { type: String, required: true },
    playerId: { type: String, required: true },
    tokenIssuedAtMs: { type: Number, required: true },
    expiresAt: { type: Date, required: true },
  },
  { collection: 'radio_stream_tickets', versionKey: false },
);

streamTicketSchema.index({ expiresAt: 1 }, { name: 'expire_at_expiry', expireAfterSeconds: 0 });

export const StreamTicketModel = mongoose.model('RadioStreamTicket', streamTicketSchema);

export const STREAM_TICKET_SECONDS = 60;

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** Who a ticket lets in: the player, and when the token that asked for the ticket was signed. */
export interface StreamTicketHolder {
  playerId: string;
  tokenIssuedAtMs: number;
}

export async function issueStreamTicket(holder: StreamTicketHolder, now: Date): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  await StreamTicketModel.create({ _id: hashOf(ticket), ...holder, expiresAt: new Date(now.getTime() + STREAM_TICKET_SECONDS * 1000) });
  return ticket;
}

/**
 * The player a fresh ticket was issued to, or null. The delete is the redemption: of two requests
 * presenting the same ticket at once, only the one whose delete removed it gets the stream.
 */
export async function redeemStreamTicket(ticket: string, now: Date): Promise<StreamTicketHolder | null> {
  const id = hashOf(ticket);
  const stored = await StreamTicketModel.findOne({ _id: id, expiresAt: { $gt: now } }).lean<StreamTicketHolder>();
  if (!stored) return null;
  const redeemed = await StreamTicketModel.deleteOne({ _id: id, expiresAt: { $gt: now } });
  return redeemed.deletedCount === 1 ? { playerId: stored.playerId, tokenIssuedAtMs: stored.tokenIssuedAtMs } : null;
}

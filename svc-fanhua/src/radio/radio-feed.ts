import type { Logger } from 'pino';
import { lastSequenceNumber } from '@citygames/service-kit/data/sequence';
import {
  BROADCAST_AUDIENCE,
  RADIO_SEQUENCE,
  RadioMessageModel,
  toRadioMessageView,
  type RadioMessageRecord,
  type RadioMessageView,
} from './radio-message.model.js';

export interface FeedSubscriber {
  /** The subscriber's team (string id), or null: it then hears broadcasts only. */
  teamId: string | null;
  deliver(message: RadioMessageView): void;
}

export interface RadioFeedOptions {
  logger: Logger;
  pollIntervalMs: number;
}

/** The most messages one read hands on; a longer backlog is read in several. */
const READ_LIMIT = 500;

interface Listener {
  subscriber: FeedSubscriber;
  /** Every message up to this position has been handed to the subscriber (or was not for its team). */
  position: number;
}

/**
 * The live side of the radio in one process: while anyone listens, one loop reads MongoDB (radio_messages, by
 * its `by_seq` index) for the messages after the last position it read and hands each to the listeners of its
 * team, in order. Positions are numbered in the transaction that stores a message and commit in their order
 * (service-kit sequence.ts), so the loop never passes a message that commits late: the next read starts right
 * after the highest position it has seen. MongoDB is the only source, so a message written by any replica
 * reaches listeners on every replica. A listener that resumes (its page saw position n) first gets every later
 * message of its team, then the live ones, without a gap or a repeat.
 */
export class RadioFeed {
  private readonly listeners = new Set<Listener>();
  private timer: NodeJS.Timeout | null = null;
  private polling = false;
  /** The highest position the loop has handed on; null while nobody listens. */
  private head: number | null = null;

  constructor(private readonly options: RadioFeedOptions) {}

  get listenerCount(): number {
    return this.listeners.size;
  }

  /**
   * The position of the newest committed message. A stream reads it before it tells the page it is ready and
   * subscribes from there, so a message stored after `ready` is never passed by.
   */
  async newestPosition(): Promise<number> {
    return this.head ?? (await lastSequenceNumber(RADIO_SEQUENCE));
  }

  /**
   * Starts handing the subscriber every message after position `after`, then the live ones.
   * Resolves once the subscriber is caught up and live; the returned function stops it.
   */
  async subscribe(subscriber: FeedSubscriber, after: number): Promise<() => void> {
    const head = await this.newestPosition();
    const listener: Listener = { subscriber, position: Math.min(after, head) };
    // Catch up to what the loop has handed on, then join it: the check and the join run without a pause between
    // them, so no message the loop reads later can pass this listener by.
    for (;;) {
      const loopHead = this.head ?? head;
      if (listener.position >= loopHead) break;
      const backlog = await readAfter(listener.position, loopHead, subscriber.teamId);
      for (const record of backlog) subscriber.deliver(toRadioMessageView(record));
      listener.position = backlog.length === READ_LIMIT ? backlog[backlog.length - 1]!.seq : loopHead;
    }
    this.listeners.add(listener);
    if (this.head === null) this.head = listener.position;
    if (!this.timer && !this.polling) this.schedule();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.stop();
    };
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.polling) this.head = null;
  }

  private schedule(): void {
    this.timer = setTimeout(() => void this.poll(), this.options.pollIntervalMs);
  }

  private async poll(): Promise<void> {
    this.timer = null;
    this.polling = true;
    try {
      const from = this.head ?? (await lastSequenceNumber(RADIO_SEQUENCE));
      const fresh = await RadioMessageModel.find({ seq: { $gt: from } })
        .sort({ seq: 1 })
        .limit(READ_LIMIT)
        .lean<RadioMessageRecord[]>();
      for (const record of fresh) this.dispatch(record);
      if (fresh.length > 0) this.head = fresh[fresh.length - 1]!.seq;
    } catch (error) {
      this.options.logger.warn({ err: error }, 'radio feed poll failed; retrying');
    } finally {
      this.polling = false;
      if (this.listeners.size > 0 && !this.timer) this.schedule();
      else if (this.listeners.size === 0) this.head = null;
    }
  }

  private dispatch(record: RadioMessageRecord): void {
    const teamId = record.teamId ? String(record.teamId) : null;
    const view = toRadioMessageView(record);
    for (const listener of this.listeners) {
      if (record.seq <= listener.position) continue;
      listener.position = record.seq;
      if (teamId === null || listener.subscriber.teamId === teamId) listener.subscriber.deliver(view);
    }
  }
}

/** The messages a team hears with positions in (after, upTo], in order, at most READ_LIMIT. */
async function readAfter(after: number, upTo: number, teamId: string | null): Promise<RadioMessageRecord[]> {
  // a team's audience is its id as hex, which is how subscribers name their team
  const audiences = teamId ? [teamId, BROADCAST_AUDIENCE] : [BROADCAST_AUDIENCE];
  return RadioMessageModel.find({ seq: { $gt: after, $lte: upTo }, audience: { $in: audiences } })
    .sort({ seq: 1 })
    .limit(READ_LIMIT)
    .lean<RadioMessageRecord[]>();
}

import type { Logger } from 'pino';
import { RadioMessageModel, toRadioMessageView, type RadioMessageRecord, type RadioMessageView } from './radio-message.model.js';

export interface FeedSubscriber {
  /** The subscriber's team (string id), or null: it then hears broadcasts only. */
  teamId: string | null;
  deliver(message: RadioMessageView): void;
}

export interface RadioFeedOptions {
  logger: Logger;
  now: () => Date;
  pollIntervalMs: number;
  /**
   * How far before the previous poll each poll looks again. A message becomes visible when its
   * transaction commits, possibly after a later message of another replica was seen, and
   * replicas' clocks differ slightly: the overlap catches both, the seen-set drops repeats.
   */
  lookbackMs: number;
}

/**
 * The live side of the radio in one process: while anyone listens, one loop polls MongoDB (radio_messages,
 * by its `by_time` index) for messages created since the previous poll and hands each to the
 * listeners of its team. MongoDB is the only source, so a message written by any replica reaches
 * listeners on every replica.
 */
export class RadioFeed {
  private readonly subscribers = new Set<FeedSubscriber>();
  private readonly seen = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private windowStart = 0;
  private polling = false;

  constructor(private readonly options: RadioFeedOptions) {}

  get listenerCount(): number {
    return this.subscribers.size;
  }

  subscribe(subscriber: FeedSubscriber): () => void {
    this.subscribers.add(subscriber);
    if (!this.timer && !this.polling) {
      this.windowStart = this.options.now().getTime() - this.options.lookbackMs;
      this.schedule();
    }
    return () => {
      this.subscribers.delete(subscriber);
      if (this.subscribers.size === 0) this.stop();
    };
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.seen.clear();
  }

  private schedule(): void {
    this.timer = setTimeout(() => void this.poll(), this.options.pollIntervalMs);
  }

  private async poll(): Promise<void> {
    this.timer = null;
    this.polling = true;
    const pollStartedAt = this.options.now().getTime();
    try {
      const fresh = await RadioMessageModel.find({ createdAt: { $gte: new Date(this.windowStart) } })
        .sort({ createdAt: 1, _id: 1 })
        .limit(500)
        .lean<RadioMessageRecord[]>();
      for (const record of fresh) {
        const id = String(record._id);
        if (this.seen.has(id)) continue;
        this.seen.set(id, record.createdAt.getTime());
        this.dispatch(record);
      }
      this.windowStart = pollStartedAt - this.options.lookbackMs;
      for (const [id, createdAt] of this.seen) if (createdAt < this.windowStart) this.seen.delete(id);
    } catch (error) {
      this.options.logger.warn({ err: error }, 'radio feed poll failed; retrying');
    } finally {
      this.polling = false;
      if (this.subscribers.size > 0 && !this.timer) this.schedule();
    }
  }

  private dispatch(record: RadioMessageRecord): void {
    const teamId = record.teamId ? String(record.teamId) : null;
    const view = toRadioMessageView(record);
    for (const subscriber of this.subscribers) {
      if (teamId === null || subscriber.teamId === teamId) subscriber.deliver(view);
    }
  }
}

import { Router } from 'express';
import { unauthorized } from '@citygames/service-kit/http/errors';
import { parseInput } from '@citygames/service-kit/http/validation';
import { RadioStreamQuery } from '@citygames/contracts/fanhua/radio.schema';
import { RADIO_HEARTBEAT_MS } from '@citygames/contracts/fanhua/radio.rules';
import type { FanhuaContext } from '../context.js';
import { findTeamOf } from '../teams/team-access.js';
import { RadioFeed, type FeedSubscriber } from './radio-feed.js';
import { redeemStreamTicket } from './stream-ticket.model.js';
import { texts } from '../texts.js';

export interface RadioStreamOptions {
  pollIntervalMs?: number;
  heartbeatMs?: number;
}

/**
 * GET /msg/stream?ticket=…: server-sent events of new radio messages for the caller's
 * team. Mounted before the Bearer check (EventSource sends no headers): the one-use ticket is the
 * credential. Events: `ready` once, `message` per new message (its SSE id is its position; with `after` or
 * Last-Event-ID the stream first sends every later message of the team), a `heartbeat` event every `heartbeatMs`
 * (a named event, not a comment: the page watches for it to tell a live stream from a stalled one).
 */
export function createRadioStreamRoutes(ctx: FanhuaContext, options: RadioStreamOptions = {}): Router {
  const feed = new RadioFeed({ logger: ctx.logger, pollIntervalMs: options.pollIntervalMs ?? 2000 });
  const heartbeatMs = options.heartbeatMs ?? RADIO_HEARTBEAT_MS;
  const router = Router();

  router.get('/msg/stream', async (req, res) => {
    const { ticket, after: afterQuery } = parseInput(RadioStreamQuery, req.query);
    // where the page left off: EventSource's own reconnection sends Last-Event-ID, the page's reconnection `after`
    const lastEventId = Number(req.get('Last-Event-ID'));
    const after = afterQuery ?? (Number.isSafeInteger(lastEventId) && lastEventId >= 0 ? lastEventId : null);
    const playerId = await redeemStreamTicket(ticket, ctx.now());
    if (!playerId) throw unauthorized(texts.radio.streamTokenInvalid);
    const teamOf = async () => {
      const found = await findTeamOf(playerId);
      return found ? String(found.team._id) : null;
    };

    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    // a page that leaves while the stream is being set up is let go as soon as the set-up ends
    let closed = false;
    let unsubscribe: () => void = () => {
      closed = true;
    };
    req.on('close', () => unsubscribe());
    const subscriber: FeedSubscriber = {
      teamId: await teamOf(),
      deliver: (message) => res.write(`event: message\nid: ${message.seq}\ndata: ${JSON.stringify(message)}\n\n`),
    };
    // where this stream starts is fixed before the page hears `ready`: whatever is stored after that reaches it
    const start = after ?? (await feed.newestPosition());
    res.write(`retry: 5000\nevent: ready\ndata: ${JSON.stringify({ team: subscriber.teamId !== null })}\n\n`);
    const stopFeed = await feed.subscribe(subscriber, start);
    if (closed) return stopFeed();
    unsubscribe = stopFeed;
    // The heartbeat shows the page the stream is alive, keeps proxies from closing an idle stream and picks up a change of team.
    const heartbeat = setInterval(() => {
      res.write(`event: heartbeat\ndata: ${JSON.stringify({ at: ctx.now().toISOString() })}\n\n`);
      teamOf()
        .then((teamId) => {
          subscriber.teamId = teamId;
        })
        .catch(() => undefined);
    }, heartbeatMs);
    req.on('close', () => clearInterval(heartbeat));
  });

  return router;
}

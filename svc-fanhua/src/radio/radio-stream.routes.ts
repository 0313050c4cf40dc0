import { Router } from 'express';
import { HttpError, unauthorized } from '@citygames/service-kit/http/errors';
import { createPlayerAccessCheck, PLAYER_ACCESS_REFUSALS, type PlayerAccessVerdict } from '@citygames/service-kit/auth/player-access';
import { parseInput } from '@citygames/service-kit/http/validation';
import { RadioStreamQuery } from '@citygames/contracts/fanhua/radio.schema';
import { RADIO_HEARTBEAT_MS } from '@citygames/contracts/fanhua/radio.rules';
import type { FanhuaContext } from '../context.js';
import { findTeamOf } from '../teams/team-access.js';
import { fanhuaTeamSuspended } from '../teams/team-suspension.js';
import { RadioFeed, type FeedSubscriber } from './radio-feed.js';
import { redeemStreamTicket } from './stream-ticket.model.js';
import { texts } from '../texts.js';

export interface RadioStreamOptions {
  pollIntervalMs?: number;
  heartbeatMs?: number;
  /** How often an open stream asks whether its player is still let in (signed out, suspended, team suspended); default 3 s. */
  accessCheckMs?: number;
  /** How long one process trusts what it read of a player's access (player-access.ts); default 2 s, tests pass 0. */
  accessCacheMs?: number;
}

const ACCESS_CHECK_MS = 3000;

/**
 * GET /msg/stream?ticket=…: server-sent events of new radio messages for the caller's
 * team. Mounted before the Bearer check (EventSource sends no headers): the one-use ticket is the
 * credential. Events: `ready` once, `message` per new message (its SSE id is its position; with `after` or
 * Last-Event-ID the stream first sends every later message of the team), a `heartbeat` event every `heartbeatMs`
 * (a named event, not a comment: the page watches for it to tell a live stream from a stalled one).
 * A stream is held to the same sign-out and suspensions as the player's calls: every `accessCheckMs` it asks again
 * (player-access.ts, the token the ticket was asked with) and, once the player is no longer let in, sends `refused`
 * with the same code and Chinese message a call would get and ends; the page's next ticket request is then the 401
 * that takes the phone to the login page.
 */
export function createRadioStreamRoutes(ctx: FanhuaContext, options: RadioStreamOptions = {}): Router {
  const feed = new RadioFeed({ logger: ctx.logger, pollIntervalMs: options.pollIntervalMs ?? 2000 });
  const heartbeatMs = options.heartbeatMs ?? RADIO_HEARTBEAT_MS;
  const accessOf = createPlayerAccessCheck(options.accessCacheMs ?? 2000, fanhuaTeamSuspended);
  const router = Router();

  router.get('/msg/stream', async (req, res) => {
    const { ticket, after: afterQuery } = parseInput(RadioStreamQuery, req.query);
    // where the page left off: EventSource's own reconnection sends Last-Event-ID, the page's reconnection `after`
    const lastEventId = Number(req.get('Last-Event-ID'));
    const after = afterQuery ?? (Number.isSafeInteger(lastEventId) && lastEventId >= 0 ? lastEventId : null);
    const holder = await redeemStreamTicket(ticket, ctx.now());
    if (!holder) throw unauthorized(texts.radio.streamTokenInvalid);
    const { playerId } = holder;
    // Only what the access check reads: the player, and when the token that asked for the ticket was signed.
    const claims = {
      id: playerId,
      game: 'fanhua' as const,
      role: 'user' as const,
      name: '',
      issuedAtMs: holder.tokenIssuedAtMs,
    };
    const verdict = (): Promise<PlayerAccessVerdict> => accessOf(claims, '');
    const atOpen = await verdict();
    if (atOpen !== 'ok') throw new HttpError(401, PLAYER_ACCESS_REFUSALS[atOpen].error, PLAYER_ACCESS_REFUSALS[atOpen].message);
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
    const accessCheck = setInterval(() => {
      verdict()
        .then((now) => {
          if (now === 'ok' || res.writableEnded) return;
          res.end(`event: refused\ndata: ${JSON.stringify(PLAYER_ACCESS_REFUSALS[now])}\n\n`);
          stop();
        })
        .catch(() => undefined);
    }, options.accessCheckMs ?? ACCESS_CHECK_MS);
    const stop = () => {
      clearInterval(heartbeat);
      clearInterval(accessCheck);
      unsubscribe();
    };
    req.on('close', stop);
  });

  return router;
}

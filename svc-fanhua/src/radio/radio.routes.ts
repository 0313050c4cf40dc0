import { Router, type RequestHandler } from 'express';
import { currentUser, requireAdmin } from '@citygames/service-kit/auth/auth-middleware';
import type { TokenClaims, TokenUser } from '@citygames/service-kit/auth/auth-token';
import { gameAdminActor } from '@citygames/service-kit/organizer/console/organizer-actions';
import { parseInput } from '@citygames/service-kit/http/validation';
import type { FanhuaContext } from '../context.js';
import { findTeamOf } from '../teams/team-access.js';
import { RadioPageQuery, RadioSendInput } from '@citygames/contracts/fanhua/radio.schema';
import { paginate } from '../domain/radio-page.js';
import { sendAdminRadioMessage } from './admin-radio-message.js';
import { toRadioMessageView, type RadioMessageRecord } from './radio-message.model.js';
import { readRadioPage } from './read-radio-page.js';
import { STREAM_TICKET_SECONDS, issueStreamTicket } from './stream-ticket.model.js';
import { texts } from '../texts.js';

/** /msg/*: the team's radio, stream tickets, and the administrators' sending desk. */
export function createRadioRoutes(ctx: FanhuaContext): Router {
  const router = Router();

  router.get('/msg/team', async (req, res) => {
    const { page, limit } = parseInput(RadioPageQuery, req.query);
    const mine = await findTeamOf(currentUser(req).id);
    const { total, records } = await readRadioPage(mine?.team._id ?? null, page, limit);
    res.json({ success: true, data: { messages: records.map(toRadioMessageView), pagination: paginate(page, limit, total) } });
  });

  router.post('/msg/stream-ticket', async (req, res) => {
    const user = currentUser(req);
    const ticket = await issueStreamTicket({ playerId: user.id, tokenIssuedAtMs: tokenIssuedAtMsOf(user) }, ctx.now());
    res.json({ success: true, ticket, expires_in: STREAM_TICKET_SECONDS });
  });

  router.post('/msg/send', requireAdmin, sendRadioHandler(ctx));

  return router;
}

/** When the caller's token was signed: requireAuth keeps every claim of the token on the request's user. */
function tokenIssuedAtMsOf(user: TokenUser): number {
  return (user as TokenUser & Pick<TokenClaims, 'issuedAtMs'>).issuedAtMs;
}

/**
 * POST /msg/send: an administrator's message as one of the radio's voices, on the organiser's record with it
 * (admin-radio-message.ts); the caller guards it (a game administrator, or an organiser acting as one).
 */
export function sendRadioHandler(ctx: FanhuaContext): RequestHandler {
  return async (req, res) => {
    const admin = currentUser(req);
    const input = parseInput(RadioSendInput, req.body ?? {});
    const answer = {
      status: 201,
      of: ([message]: RadioMessageRecord[]) => ({
        success: true,
        message: input.scope === 'all' ? texts.radio.broadcastSent : texts.radio.sent,
        data: toRadioMessageView(message!),
      }),
    };
    const sender = { actor: gameAdminActor(admin, 'fanhua', req.organizer), createdBy: `admin:${admin.id}`, at: ctx.now() };
    const posted = await sendAdminRadioMessage(input, sender, answer);
    res.status(answer.status).json(answer.of(posted));
  };
}

import { createHash } from 'node:crypto';
import { Router, type Request } from 'express';
import {
  NoticeParams,
  type NoticeReadResponse,
  type NoticesResponse,
  OrganizerMessageInput,
  type OrganizerMessageResponse,
} from '@citygames/contracts/organizer/messages.schema';
import type { Game } from '../../auth/auth-token.js';
import { currentUser } from '../../auth/auth-middleware.js';
import { notFound } from '../../http/errors.js';
import { currentOrganizer } from '../../auth/organizer-auth.js';
import { ORGANIZER_MESSAGE_TEXTS } from './organizer-message-texts.js';
import { markNoticeRead, type NoticeTeam, noticesFor, postOrganizerNotice } from './organizer-notices.js';
import { parseInput } from '../../http/validation.js';

/**
 * `POST /messages` of a game's organiser router (pilotsh, polish120): `{text, teamId?}` to every team or
 * to one; `findTeam` reads the game's own team (404 when there is none). Audited with the message.
 */
export function addOrganizerMessageRoute(
  api: Router,
  options: { game: Game; now: () => Date; findTeam: (teamId: string) => Promise<NoticeTeam | null> },
): void {
  api.post('/messages', async (req, res) => {
    const input = parseInput(OrganizerMessageInput, req.body ?? {});
    let team: NoticeTeam | null = null;
    if (input.teamId !== null) {
      team = await options.findTeam(input.teamId);
      if (!team) throw notFound(ORGANIZER_MESSAGE_TEXTS.teamNotFound, 'TEAM_NOT_FOUND');
    }
    const answer: OrganizerMessageResponse = await postOrganizerNotice(currentOrganizer(req), { game: options.game, text: input.text, team }, options.now());
    res.status(201).json(answer);
  });
}

/**
 * The player's side, relative to `/api/<game>` behind the game's token: `GET /notices` (the latest messages
 * to the player's team and to everyone) and `POST /notices/:id/read`. `teamOf` is the caller's team id, null on none.
 */
export function createNoticeRoutes(options: { now: () => Date; teamOf: (req: Request) => Promise<string | null> }): Router {
  const router = Router();
  router.get('/notices', async (req, res) => {
    const answer: NoticesResponse = { notices: await noticesFor(await options.teamOf(req), currentUser(req).id) };
    // Each player's own answer; its ETag lets an unchanged list travel as an empty 304 (the services turn Express's off).
    const body = JSON.stringify(answer);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    res.set({ 'Cache-Control': 'private, no-cache', ETag: etag });
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    res.type('application/json').send(body);
  });
  router.post('/notices/:id/read', async (req, res) => {
    const { id } = parseInput(NoticeParams, req.params);
    if (!(await markNoticeRead(id, await options.teamOf(req), currentUser(req).id, options.now())))
      throw notFound(ORGANIZER_MESSAGE_TEXTS.noticeNotFound, 'NOTICE_NOT_FOUND');
    const answer: NoticeReadResponse = { id, read: true };
    res.json(answer);
  });
  return router;
}

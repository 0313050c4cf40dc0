import { Router } from 'express';
import { normalizePhone } from '@citygames/contracts/auth/account.rules';
import {
  OrganizerUnlockInput,
  type OrganizerLogoutResponse,
  type OrganizerMeResponse,
  type OrganizerUnlockResponse,
} from '@citygames/contracts/auth/organizer-login.schema';
import { ActivityFeedQuery, type ActivityFeedResponse } from '@citygames/contracts/organizer/activity.schema';
import { OrganizerActionsQuery, type OrganizerActionsResponse } from '@citygames/contracts/organizer/actions.schema';
import { PreviewTokenInput, type PreviewTokenResponse } from '@citygames/contracts/organizer/preview.schema';
import { GameOpenInput, type GameOpenResponse, type GameStatesResponse, type PlayerCountsResponse } from '@citygames/contracts/organizer/game-state.schema';
import { notFound } from '@citygames/service-kit/http/errors';
import { idempotentWrites } from '@citygames/service-kit/idempotency/idempotent-writes';
import { readActivityFeed } from '@citygames/service-kit/organizer/console/activity-feed';
import { organizerActionsCsv, organizerActionsPage } from '@citygames/service-kit/organizer/console/organizer-actions';
import { currentOrganizer, currentOrganizerSessionId, requireOrganizer } from '@citygames/service-kit/auth/organizer-auth';
import mongoose from 'mongoose';
import { RecheckedValue } from '@citygames/service-kit/data/rechecked-value';
import { sendCsv } from '@citygames/service-kit/pure/results-csv';
import { parseInput } from '@citygames/service-kit/http/validation';
import { countPlayersPerGame, findAccountByPhone } from '../accounts/account.repository.js';
import { listSuspendedPlayers, setPlayerSuspended, signOutPlayer } from '../accounts/player-access.repository.js';
import { PhoneParams } from '@citygames/contracts/organizer/roster.schema';
import { SuspensionInput, type PlayerAccessResponse, type SuspendedPlayersResponse } from '@citygames/contracts/organizer/player-access.schema';
import type { AuthContext } from '../context.js';
import { gameParam } from '../game-param.js';
import { ORGANIZER_TEXTS, PLAYER_ACCESS_ACTION_TEXTS } from '../texts.js';
import type { LoginRateLimiter } from '../rate-limit/login-rate-limiter.js';
import { gameOpenStates, gameSchedules, setGameOpen, setGameSchedule } from './game-state.repository.js';
import { GameScheduleInput, type GameSchedulesResponse } from '@citygames/contracts/organizer/game-schedule.schema';
import { endOrganizerSession, findOrganizerByPhone } from './organizer-account.repository.js';
import { logInOrganizer } from './organizer-login.js';
import { unlockOrganizer } from './organizer-unlock.js';
import { signPreviewToken } from './preview-token.js';

/** How long a replica answers the landing page's game states from its last read. */
const GAME_STATES_RECHECK_MS = 1000;

/** The platform-level organiser endpoints under /api/organizer/ (see docs/organizer.md). */
export function createOrganizerRoutes(ctx: AuthContext, loginLimiter: LoginRateLimiter): Router {
  const router = Router();
  router.post('/api/organizer/login', async (req, res) => {
    res.json(await logInOrganizer(ctx, loginLimiter, req, res));
  });

  // Public: every landing page asks every 3 s, so a crowd's requests share one read per second
  // (this replica forgets it at once when an organiser here opens or closes a game).
  const openStates = new RecheckedValue(gameOpenStates, GAME_STATES_RECHECK_MS);
  router.get('/api/organizer/games/state', async (_req, res) => {
    const answer: GameStatesResponse = await openStates.get();
    res.set('Cache-Control', 'no-store').json(answer);
  });

  // The organiser accounts are svc-auth's own collection (game services read them from the auth database).
  router.use(
    '/api/organizer',
    requireOrganizer(ctx.publicKey, () => mongoose.connection),
    idempotentWrites(ctx.now),
  );

  // Signing out ends this token's sign-in on the server: every service refuses it from the next request.
  router.post('/api/organizer/logout', async (req, res) => {
    await endOrganizerSession(currentOrganizerSessionId(req));
    const answer: OrganizerLogoutResponse = { ok: true };
    res.json(answer);
  });

  router.get('/api/organizer/me', (req, res) => {
    const answer: OrganizerMeResponse = { organizer: currentOrganizer(req) };
    res.json(answer);
  });

  // Another organiser's way back from guessing spread over many addresses (audited; docs/auth.md).
  router.post('/api/organizer/organizers/unlock', async (req, res) => {
    const { phone } = parseInput(OrganizerUnlockInput, req.body);
    const organizer = await findOrganizerByPhone(normalizePhone(phone) ?? phone);
    if (!organizer) throw notFound(ORGANIZER_TEXTS.noSuchOrganizer);
    const answer: OrganizerUnlockResponse = await unlockOrganizer(organizer, currentOrganizer(req), ctx.now());
    res.json(answer);
  });

  // One player's phones signed out, the player suspended or reinstated (audited; docs/auth.md「退出手机与暂停」).
  const playerOf = async (gameValue: unknown, phoneValue: unknown) => {
    const game = gameParam(gameValue);
    const { phone } = parseInput(PhoneParams, { phone: phoneValue });
    const account = await findAccountByPhone(game, phone);
    if (!account) throw notFound(PLAYER_ACCESS_ACTION_TEXTS.noSuchPlayer, 'PLAYER_NOT_FOUND');
    return { game, account };
  };
  router.post('/api/organizer/games/:game/players/:phone/sign-out', async (req, res) => {
    const { game, account } = await playerOf(req.params.game, req.params.phone);
    const answer: PlayerAccessResponse = await signOutPlayer(game, account, currentOrganizer(req), ctx.now());
    res.json(answer);
  });
  router.put('/api/organizer/games/:game/players/:phone/suspension', async (req, res) => {
    const { suspended } = parseInput(SuspensionInput, req.body ?? {});
    const { game, account } = await playerOf(req.params.game, req.params.phone);
    const answer: PlayerAccessResponse = await setPlayerSuspended(game, account, suspended, currentOrganizer(req), ctx.now());
    res.json(answer);
  });
  router.get('/api/organizer/games/:game/suspended-players', async (req, res) => {
    const answer: SuspendedPlayersResponse = { players: await listSuspendedPlayers(gameParam(req.params.game)) };
    res.json(answer);
  });

  router.put('/api/organizer/games/:game/state', async (req, res) => {
    const game = gameParam(req.params.game);
    const { open } = parseInput(GameOpenInput, req.body);
    const answer: GameOpenResponse = await setGameOpen(game, open, currentOrganizer(req), ctx.now());
    openStates.forget();
    res.json(answer);
  });

  // The timetable: when a game opens and closes by itself and when the players' leaderboard freezes (audited).
  router.get('/api/organizer/games/schedule', async (_req, res) => {
    const answer: GameSchedulesResponse = await gameSchedules();
    res.json(answer);
  });
  router.put('/api/organizer/games/:game/schedule', async (req, res) => {
    const game = gameParam(req.params.game);
    const input = parseInput(GameScheduleInput, req.body ?? {});
    const answer: GameSchedulesResponse = await setGameSchedule(game, input, currentOrganizer(req), ctx.now());
    openStates.forget();
    res.json(answer);
  });

  // The content studio's preview as a player (docs/studio.md「以玩家身份预览」): a token only the game's preview instance accepts.
  router.post('/api/organizer/preview-token', (req, res) => {
    const { game } = parseInput(PreviewTokenInput, req.body);
    const answer: PreviewTokenResponse = signPreviewToken(currentOrganizer(req), game, ctx.privateKey);
    res.json(answer);
  });

  // Registered players per game (the overview's counts).
  router.get('/api/organizer/players/counts', async (_req, res) => {
    const answer: PlayerCountsResponse = { players: await countPlayersPerGame() };
    res.json(answer);
  });

  router.get('/api/organizer/actions', async (req, res) => {
    const answer: OrganizerActionsResponse = await organizerActionsPage(parseInput(OrganizerActionsQuery, req.query));
    res.json(answer);
  });
  router.get('/api/organizer/actions.csv', async (_req, res) => {
    sendCsv(res, '平台操作记录.csv', await organizerActionsCsv(), 'actions.csv');
  });
  // Opening and closing games, each under the game it concerns.
  router.get('/api/organizer/activity', async (req, res) => {
    const answer: ActivityFeedResponse = await readActivityFeed(parseInput(ActivityFeedQuery, req.query), 'platform');
    res.json(answer);
  });

  router.use('/api/organizer', (_req, _res, next) => next(notFound(ORGANIZER_TEXTS.noSuchEndpoint)));
  return router;
}

import { Router } from 'express';
import { FanhuaRegisterInput, RegisterInput, type RegisterResponse } from '@citygames/contracts/auth/register.schema';
import type { IsAdminResponse } from '@citygames/contracts/auth/is-admin.schema';
import type { FanhuaLoginResponse, PhoneLoginResponse } from '@citygames/contracts/auth/login.schema';
import type { OwnAccountResponse } from '@citygames/contracts/auth/own-account.schema';
import { verifyToken } from '@citygames/service-kit/auth/auth-token';
import { conflict, unauthorized } from '@citygames/service-kit/http/errors';
import { parseInput } from '@citygames/service-kit/http/validation';
import { toKeyObject } from '@citygames/service-kit/auth/verification-key';
import type { AuthContext } from '../context.js';
import { deviceIdFrom, sendDeviceCookie } from '../devices/device-cookie.js';
import { rememberDevice, rememberedDeviceHash } from '../devices/known-device.repository.js';
import { bearerToken, gameParam } from '../game-param.js';
import { refuseClosedGame } from '../organizer/game-closed-guard.js';
import type { LoginRateLimiter } from '../rate-limit/login-rate-limiter.js';
import type { RegistrationLimiter } from '../rate-limit/registration-limiter.js';
import { TEXTS } from '../texts.js';
import { createAccount, findAccountsByIds } from './account.repository.js';
import { logIn } from './log-in.js';

export interface AccountLimiters {
  login: LoginRateLimiter;
  registration: RegistrationLimiter;
}

/**
 * The players' account endpoints of every game. Express routing is not strict, so each path also
 * answers with a trailing slash (fanhua's form).
 */
export function createAccountRoutes(ctx: AuthContext, limiters: AccountLimiters): Router {
  const router = Router();
  const publicKey = toKeyObject(ctx.publicKey);

  router.post('/api/:game/login', refuseClosedGame, async (req, res) => {
    const game = gameParam(req.params.game);
    const { token, user } = await logIn(ctx, limiters.login, game, req, res);
    const answer: FanhuaLoginResponse | PhoneLoginResponse = game === 'fanhua' ? { token, user } : { message: TEXTS.loginSuccessful, token, user };
    res.json(answer);
  });

  // The unique indexes on (game, phone) and (game, name) are the judges: of two registrations racing for one phone exactly one is created.
  router.post('/api/:game/players', refuseClosedGame, async (req, res) => {
    const game = gameParam(req.params.game);
    const input = parseInput(game === 'fanhua' ? FanhuaRegisterInput : RegisterInput, req.body);
    const deviceId = deviceIdFrom(req);
    const knownDevice = await rememberedDeviceHash(deviceId);
    const ticket = await limiters.registration.admit({ game, phone: input.phone, address: req.ip ?? 'unknown', knownDevice }, ctx.now());
    const passwordHash = await ctx.hasher.hash(input.password);
    const result = await createAccount({ game, phone: input.phone, name: input.name, passwordHash });
    if (!result.ok) {
      await ticket.notCreated();
      throw result.reason === 'name-taken' ? conflict(TEXTS.nameTaken, 'NAME_TAKEN') : conflict(TEXTS.phoneTaken, 'PHONE_TAKEN');
    }
    // The browser that set the password is the owner's: its logins and registrations are its own from now on.
    sendDeviceCookie(req, res, game, await rememberDevice(deviceId, result.account.id, ctx.now()));
    const answer: RegisterResponse = { id: result.account.id, message: TEXTS.registered };
    res.status(201).json(answer);
  });

  // Answered from the token alone: a role change therefore shows at the next login.
  router.get('/api/:game/players/is_admin', (req, res) => {
    const game = gameParam(req.params.game);
    const token = bearerToken(req.headers.authorization);
    if (!token) throw unauthorized(TEXTS.notLoggedIn);
    const user = verifyToken(token, publicKey, game);
    if (!user) throw unauthorized();
    const answer: IsAdminResponse = { is_admin: user.role === 'admin' };
    res.json(answer);
  });

  // The bearer's own account, phone included, for the game services (tokens do not carry the phone;
  // pilotsh and polish120 find teams by it). Not under /api/, so the gateway never routes it.
  router.get('/internal/:game/me', async (req, res) => {
    const game = gameParam(req.params.game);
    const token = bearerToken(req.headers.authorization);
    if (!token) throw unauthorized(TEXTS.notLoggedIn);
    const claims = verifyToken(token, publicKey, game);
    if (!claims || !/^[0-9a-f]{24}$/.test(claims.id)) throw unauthorized();
    const [account] = await findAccountsByIds([claims.id]);
    if (!account || account.game !== game) throw unauthorized();
    const answer: OwnAccountResponse = { id: account.id, name: account.name, role: account.role, phone: account.phone };
    res.json(answer);
  });

  return router;
}

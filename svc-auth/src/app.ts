import express, { type Express } from 'express';
import type { Logger } from './logger-type.js';
import { createServiceApp } from '@citygames/service-kit/create-app';
import { createLogger } from '@citygames/service-kit/logger';
import { createPasswordHasher, type PasswordHasher } from './passwords/password-hasher.js';
import { createLoginRateLimiter, DEFAULT_LOGIN_RATE_LIMITS, type LoginRateLimits } from './rate-limit/login-rate-limiter.js';
import {
  createRegistrationLimiter,
  DEFAULT_REGISTRATION_LIMITS,
  type RegistrationLimits,
} from './rate-limit/registration-limiter.js';
import { isAdminRoute } from './routes/is-admin.route.js';
import { loginRoute } from './routes/login.route.js';
import { ownAccountRoute } from './routes/own-account.route.js';
import { registerRoute } from './routes/register.route.js';
import { TOKEN_TTL_SECONDS } from './tokens/login-token.js';
import { refuseClosedGame } from './organizer/game-closed-guard.js';
import { organizerRoutes } from './organizer/organizer-routes.js';

export interface AuthAppDeps {
  /** ES256 private key (PEM): only svc-auth holds it. */
  privateKey: string;
  /** The matching public key (PEM), for is_admin. */
  publicKey: string;
  logger?: Logger;
  passwordHasher?: PasswordHasher;
  rateLimits?: LoginRateLimits;
  registrationLimits?: RegistrationLimits;
  tokenTtlSeconds?: number;
  /** The clock of the attempt windows (tests move it instead of waiting). */
  now?: () => Date;
}

/** Largest body a login or registration needs, with room to spare. */
const AUTH_BODY_LIMIT = '4kb';

export function buildApp(deps: AuthAppDeps): Express {
  const logger = deps.logger ?? createLogger('svc-auth');
  const hasher = deps.passwordHasher ?? createPasswordHasher();
  const limiter = createLoginRateLimiter(deps.rateLimits ?? DEFAULT_LOGIN_RATE_LIMITS);
  const now = deps.now ?? (() => new Date());

  const routes = express.Router();
  const login = loginRoute({
    hasher,
    limiter,
    privateKey: deps.privateKey,
    tokenTtlSeconds: deps.tokenTtlSeconds ?? TOKEN_TTL_SECONDS,
    now,
    logger,
  });
  routes.use(organizerRoutes({ hasher, privateKey: deps.privateKey, publicKey: deps.publicKey, tokenTtlSeconds: deps.tokenTtlSeconds ?? TOKEN_TTL_SECONDS, now }));
  // Express routing is not strict, so each path also answers with a trailing slash (fanhua's form).
  routes.post('/api/:game/login', refuseClosedGame, login);
  const registrationLimiter = createRegistrationLimiter(deps.registrationLimits ?? DEFAULT_REGISTRATION_LIMITS);
  routes.post('/api/:game/players', refuseClosedGame, registerRoute({ hasher, limiter: registrationLimiter, now }));
  routes.get('/api/:game/players/is_admin', isAdminRoute(deps.publicKey));
  routes.get('/internal/:game/me', ownAccountRoute(deps.publicKey));

  return createServiceApp({
    service: 'svc-auth',
    healthPaths: ['/api/auth/health'],
    logger,
    routes,
    bodyLimit: AUTH_BODY_LIMIT,
  });
}

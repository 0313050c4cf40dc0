import { Router, type Express } from 'express';
import { createServiceApp } from '@citygames/service-kit/http/create-app';
import { idempotentWrites } from '@citygames/service-kit/idempotency/idempotent-writes';
import { createLogger } from '@citygames/service-kit/http/logger';
import { createAccountRoutes } from './accounts/account.routes.js';
import { TOKEN_TTL_SECONDS } from './accounts/login-token.js';
import type { AuthContext, Logger } from './context.js';
import { createOrganizerRoutes } from './organizer/organizer.routes.js';
import { createPasswordHasher, type PasswordHasher } from './passwords/password-hasher.js';
import { createLoginRateLimiter, DEFAULT_LOGIN_RATE_LIMITS, type LoginRateLimits } from './rate-limit/login-rate-limiter.js';
import { createRegistrationLimiter, DEFAULT_REGISTRATION_LIMITS, type RegistrationLimits } from './rate-limit/registration-limiter.js';

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
  const ctx: AuthContext = {
    logger: deps.logger ?? createLogger('svc-auth'),
    now: deps.now ?? (() => new Date()),
    privateKey: deps.privateKey,
    publicKey: deps.publicKey,
    hasher: deps.passwordHasher ?? createPasswordHasher(),
    tokenTtlSeconds: deps.tokenTtlSeconds ?? TOKEN_TTL_SECONDS,
  };
  const limiters = {
    login: createLoginRateLimiter(deps.rateLimits ?? DEFAULT_LOGIN_RATE_LIMITS),
    registration: createRegistrationLimiter(deps.registrationLimits ?? DEFAULT_REGISTRATION_LIMITS),
  };
  const routes = Router();
  // The organiser's routes first: `/api/organizer/…` must never be taken for a game named "organizer".
  routes.use(createOrganizerRoutes(ctx, limiters.login));
  // Registration is the one write before a token: its keys are scoped to nobody (a repeat needs the same body, password included).
  routes.post('/api/:game/players', idempotentWrites(ctx.now));
  routes.use(createAccountRoutes(ctx, limiters));
  return createServiceApp({
    service: 'svc-auth',
    healthPaths: ['/api/auth/health'],
    logger: ctx.logger,
    routes,
    bodyLimit: AUTH_BODY_LIMIT,
  });
}

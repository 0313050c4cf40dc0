import { OwnAccountResponse } from '@citygames/contracts/auth/own-account.schema';
import type { TokenClaims } from './auth-token.js';
import { HttpError, unauthorized } from '../http/errors.js';

/**
 * The caller's phone number, asked of svc-auth: tokens do not carry it, and pilotsh and polish120
 * find a player's team by phone. svc-auth answers `GET /internal/<game>/me` for the bearer of a valid
 * token of that game (its own account only); the path is not under /api/, so the gateway never routes it.
 * An account's phone never changes, so answers are kept (a bounded map: the oldest go first).
 */
export interface PhoneDirectory {
  phoneOf(token: string, claims: TokenClaims): Promise<string>;
}

const MAX_CACHED = 20_000;
const LOOKUP_TIMEOUT_MS = 3000;

function unavailable(): HttpError {
  return new HttpError(503, 'AUTH_UNAVAILABLE', '账号服务暂时不可用，请稍后再试');
}

/** @param authUrl svc-auth's address from the service, e.g. http://127.0.0.1:8100 (AUTH_URL). */
export function createPhoneDirectory(authUrl: string | undefined, fetchImpl: typeof fetch = fetch): PhoneDirectory {
  const known = new Map<string, string>();
  /** The questions on their way, per account: the first requests of a phone come at once and share one. */
  const asking = new Map<string, Promise<string>>();

  async function ask(token: string, claims: TokenClaims): Promise<string> {
    if (!authUrl) throw unavailable();
    let answer: Response;
    try {
      answer = await fetchImpl(`${authUrl.replace(/\/$/, '')}/internal/${claims.game}/me`, {
        headers: { Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
      });
    } catch {
      throw unavailable();
    }
    if (answer.status === 401 || answer.status === 404) throw unauthorized();
    if (!answer.ok) throw unavailable();
    const parsed = OwnAccountResponse.safeParse(await answer.json().catch(() => null));
    if (!parsed.success || parsed.data.id !== claims.id) throw unavailable();
    if (known.size >= MAX_CACHED) known.delete(known.keys().next().value as string);
    known.set(claims.id, parsed.data.phone);
    return parsed.data.phone;
  }

  return {
    phoneOf(token, claims) {
      const cached = known.get(claims.id);
      if (cached) return Promise.resolve(cached);
      let pending = asking.get(claims.id);
      if (!pending) {
        pending = ask(token, claims).finally(() => asking.delete(claims.id));
        asking.set(claims.id, pending);
      }
      return pending;
    },
  };
}

let shared: PhoneDirectory | null = null;

/** One directory per process, from AUTH_URL. */
export function phoneDirectoryFromEnv(): PhoneDirectory {
  shared ??= createPhoneDirectory(process.env.AUTH_URL || undefined);
  return shared;
}

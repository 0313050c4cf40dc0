import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { LoginRealm } from '../rate-limit/login-rate-limiter.js';

/**
 * The device cookie: a random id svc-auth gives a browser at its first successful login or registration,
 * sent back only to the login and registration paths (HttpOnly, SameSite=Strict), so a later login from
 * that browser is recognised as the owner's even while strangers' guesses have locked the account for
 * everyone else, and its registrations are counted for it alone rather than for its address.
 */
export const DEVICE_COOKIE = 'citygames_device';
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;
/** Half a year: a season of events on the same phone. */
const DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 3600;

export function deviceIdFrom(req: Request): string | null {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === DEVICE_COOKIE && DEVICE_ID.test(value)) return value;
  }
  return null;
}

export function newDeviceId(): string {
  return randomBytes(32).toString('base64url');
}

/** The paths the cookie goes to: a game's login and registration, the organisers' sign-in. */
function cookiePaths(realm: LoginRealm): string[] {
  return realm === 'organizer' ? ['/api/organizer/login'] : [`/api/${realm}/login`, `/api/${realm}/players`];
}

/** (Re)sends the browser its device cookie, for the login (and registration) paths of this game, or of the organisers, only. */
export function sendDeviceCookie(req: Request, res: Response, realm: LoginRealm, deviceId: string): void {
  for (const path of cookiePaths(realm)) {
    res.cookie(DEVICE_COOKIE, deviceId, {
      httpOnly: true,
      sameSite: 'strict',
      secure: req.secure,
      path,
      maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS * 1000,
    });
  }
}

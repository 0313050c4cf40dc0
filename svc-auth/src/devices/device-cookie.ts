import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { LoginRealm } from '../rate-limit/login-rate-limiter.js';

/**
 * The device cookie: a random id svc-auth gives a browser at its first successful login, sent back only
 * to the login path (HttpOnly, SameSite=Strict), so a later login from that browser is recognised as
 * the owner's even while strangers' guesses have locked the account for everyone else.
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

/** (Re)sends the browser its device cookie, for the login path of this game (or of the organisers) only. */
export function sendDeviceCookie(req: Request, res: Response, realm: LoginRealm, deviceId: string): void {
  res.cookie(DEVICE_COOKIE, deviceId, {
    httpOnly: true,
    sameSite: 'strict',
    secure: req.secure,
    path: `/api/${realm}/login`,
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS * 1000,
  });
}

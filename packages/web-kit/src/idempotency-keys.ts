import { IDEMPOTENCY_ERRORS, IDEMPOTENCY_KEY_TTL_MS } from '@citygames/contracts/common/idempotency.rules';
import { browserStorage } from './token-store';

/**
 * The Idempotency-Key of every write (docs/frontend.md, "幂等键"). A write gets a fresh key; while its
 * outcome is unknown (no answer: a time-out, a lost connection, a 5xx, or 409 "still running") the key
 * is kept for that very write — same method, address and body — so pressing again, or the offline queue
 * sending it again after a reload, sends the same key and the server answers with the first outcome
 * instead of applying it twice. Any other answer settles the write and forgets the key.
 *
 * Kept in localStorage (the queue's resend may come after a reload), at most a day (the server's TTL,
 * counted there from a later moment) and at most MAX_KEPT writes.
 */
const STORAGE_KEY = 'citygames.unsettledWrites';
const MAX_KEPT = 50;

interface KeptKey {
  key: string;
  /** ms since the epoch, when the write was first sent */
  at: number;
}

type KeptKeys = Record<string, KeptKey>;

function read(): KeptKeys {
  try {
    const parsed = JSON.parse(browserStorage()?.getItem(STORAGE_KEY) ?? '{}') as unknown;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as KeptKeys) : {};
  } catch {
    return {}; // damaged: the next write simply gets a new key
  }
}

function write(kept: KeptKeys): void {
  try {
    if (Object.keys(kept).length === 0) browserStorage()?.removeItem(STORAGE_KEY);
    else browserStorage()?.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // storage full or blocked: keys then last as long as the page
  }
}

/** 128 random bits as 32 hex digits; crypto.getRandomValues also works on plain-HTTP pages (randomUUID does not). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A short, stable name of one write (method, address, body): 53-bit cyrb53 of its text. */
export function writeSignature(method: string, url: string, body: string | undefined): string {
  const text = `${method} ${url}\n${body ?? ''}`;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The key to send with this write: the one of its earlier unsettled attempt, else a new one (kept until settled). */
export function keyForWrite(signature: string, now: number = Date.now()): string {
  const kept = read();
  const live = Object.entries(kept).filter(([, entry]) => now - entry.at < IDEMPOTENCY_KEY_TTL_MS);
  const existing = kept[signature];
  if (existing && now - existing.at < IDEMPOTENCY_KEY_TTL_MS) return existing.key;
  const key = newKey();
  const newest = live.sort(([, a], [, b]) => b.at - a.at).slice(0, MAX_KEPT - 1);
  write({ ...Object.fromEntries(newest), [signature]: { key, at: now } });
  return key;
}

/** The write got an answer that is its outcome: a repeat of it is a new action with a new key. */
export function settleWrite(signature: string): void {
  const kept = read();
  if (!(signature in kept)) return;
  delete kept[signature];
  write(kept);
}

/** Whether an answer leaves the write's outcome unknown (its key is kept for the retry). */
export function outcomeUnknown(status: number, errorCode: string | undefined): boolean {
  return status === 0 || status >= 500 || (status === 409 && errorCode === IDEMPOTENCY_ERRORS.inProgress);
}

// @ts-check
// A phone's requests as the screens send them (node:http, keep-alive, through the gateway): a write carries an
// Idempotency-Key that is kept across resends; a reply lost on the way back (the bench drops a share of them on
// purpose, before or after the service acted) and a busy or unreachable service (503, 502, 504, a refused connection)
// are answered by sending the same request with the same key again, as the web-kit API client does.
import { randomUUID } from 'node:crypto';
import http from 'node:http';

/** Statuses that carry no outcome: the phone keeps the request and sends it again with its key. */
const NO_OUTCOME = new Set([0, 502, 503, 504]);
/** The service's answer to a resend while the first copy of its key still runs: wait and send it again. */
const KEY_IN_PROGRESS = 'IDEMPOTENCY_IN_PROGRESS';
/** A phone gives a write up after this long without an outcome (the screen would keep it for later). */
const GIVE_UP_MS = 90_000;

/**
 * @typedef {object} Reply
 * @property {number} status 0 for a transport error or a reply this bench dropped
 * @property {string} body
 * @property {number} ms
 * @property {string | undefined} [retryAfter]
 *
 * @typedef {{ method: 'GET' | 'POST', path: string, token?: string, body?: unknown, headers?: Record<string, string> }} PhoneRequest
 */

/**
 * One exchange. `drop`: lose the reply: 'after' once the service has answered (its effect is done), 'before' a few
 * milliseconds after sending (it may or may not have acted).
 * @param {http.Agent} agent @param {number} port @param {PhoneRequest} spec @param {'after' | 'before' | null} drop @param {number} timeoutMs
 * @returns {Promise<Reply>}
 */
function exchange(agent, port, spec, drop, timeoutMs) {
  const started = performance.now();
  return new Promise((resolve) => {
    const payload = spec.body === undefined ? null : Buffer.from(JSON.stringify(spec.body));
    /** @type {Record<string, string>} */
    const headers = { ...spec.headers };
    if (spec.token) headers.authorization = `Bearer ${spec.token}`;
    if (payload) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(payload.length);
    }
    let settled = false;
    const done = (/** @type {Reply} */ reply) => {
      if (settled) return;
      settled = true;
      resolve(reply);
    };
    const lost = () => done({ status: 0, body: '', ms: performance.now() - started });
    const request = http.request({ host: '127.0.0.1', port, method: spec.method, path: spec.path, agent, headers, timeout: timeoutMs }, (response) => {
      if (drop === 'after') {
        response.destroy();
        request.destroy();
        return lost();
      }
      /** @type {Buffer[]} */
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        done({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
          retryAfter: /** @type {string | undefined} */ (response.headers['retry-after']),
        }),
      );
      response.on('error', lost);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', lost);
    request.end(payload ?? undefined);
    if (drop === 'before') {
      setTimeout(
        () => {
          request.destroy();
          lost();
        },
        Math.floor(Math.random() * 20),
      );
    }
  });
}

/** The `error` code of a JSON error answer, if it is one. @param {Reply} reply */
export function errorCodeOf(reply) {
  if (reply.status < 400) return null;
  try {
    return /** @type {string | null} */ (JSON.parse(reply.body).error ?? null);
  } catch {
    return null;
  }
}

/**
 * @typedef {object} FamilyFigures
 * @property {number[]} ms latencies of the exchanges that got an answer with an outcome
 * @property {Record<string, number>} statuses every exchange's status (0: lost or unreachable)
 */

/**
 * The latencies and statuses of every request family of a run, shared by all phones.
 * @returns {{ families: Map<string, FamilyFigures>, note: (family: string, reply: Reply) => void }}
 */
export function createFamilyLog() {
  /** @type {Map<string, FamilyFigures>} */
  const families = new Map();
  return {
    families,
    note(family, reply) {
      const figures = families.get(family) ?? { ms: [], statuses: {} };
      families.set(family, figures);
      figures.statuses[reply.status] = (figures.statuses[reply.status] ?? 0) + 1;
      if (!NO_OUTCOME.has(reply.status)) figures.ms.push(reply.ms);
    },
  };
}

/**
 * @param {{ port: number, dropShare: number, log: ReturnType<typeof createFamilyLog>, timeoutMs?: number, stopped: () => boolean }} options
 */
export function createPhoneClient({ port, dropShare, log, timeoutMs = 30_000, stopped }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  let dropped = 0;
  let resent = 0;
  return {
    get dropped() {
      return dropped;
    },
    get resent() {
      return resent;
    },
    /** A read: one exchange, no resend (the screen reads again on its next poll). @param {string} family @param {PhoneRequest} spec */
    async read(family, spec) {
      const reply = await exchange(agent, port, spec, null, timeoutMs);
      log.note(family, reply);
      return reply;
    },
    /**
     * A write with its Idempotency-Key, sent until it has an outcome (or GIVE_UP_MS passed, or the run stopped).
     * Returns the outcome and the key, or null for a write given up (its effect may or may not exist).
     * @param {string} family @param {PhoneRequest} spec
     * @returns {Promise<{ reply: Reply, key: string, sends: number } | null>}
     */
    async write(family, spec) {
      const key = randomUUID();
      const keyed = { ...spec, headers: { ...spec.headers, 'idempotency-key': key } };
      const giveUpAt = performance.now() + GIVE_UP_MS;
      for (let sends = 1; ; sends += 1) {
        const drop = Math.random() < dropShare ? (Math.random() < 0.5 ? 'after' : 'before') : null;
        if (drop) dropped += 1;
        if (sends > 1) resent += 1;
        const reply = await exchange(agent, port, keyed, drop, timeoutMs);
        log.note(family, reply);
        if (!NO_OUTCOME.has(reply.status) && errorCodeOf(reply) !== KEY_IN_PROGRESS) return { reply, key, sends };
        if (performance.now() > giveUpAt || (stopped() && sends > 3)) return null;
        const retryAfterMs = Number(reply.retryAfter ?? 0) * 1000;
        await new Promise((resolve) => setTimeout(resolve, Math.min(5000, Math.max(retryAfterMs, 300 * sends))));
      }
    },
    close() {
      agent.destroy();
    },
  };
}

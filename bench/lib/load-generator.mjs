// @ts-check
// A small load generator (raw keep-alive connections, raw-http-client.mjs). Closed loop (default): `clients` concurrent clients, each
// sending its next request as soon as the previous one answered, until `requests` were sent or
// `seconds` passed: it finds the most a server answers, at whatever latency that costs. Open loop
// (`rate`): requests are due at a fixed rate whatever the answers do, over at most `clients`
// connections, and each latency counts from when the request was due, so a server (or generator)
// falling behind shows in the figures instead of slowing the load down (no coordinated omission).
// Loopback only; keep-alive connections, so connection set-up is not what is measured. Each run also
// reports the CPU the generator itself used (it shares the machine with what it measures).
// `send` (node:http) is for the odd request outside a load: set-up, ETags, sign-ups.
import http from 'node:http';
import { encodeRequest, RawHttpPool, requestHeaders } from './raw-http-client.mjs';

/**
 * @typedef {object} RequestSpec
 * @property {'GET' | 'POST'} method
 * @property {string} path
 * @property {Record<string, string>} [headers]
 * @property {unknown} [body]
 * @property {string} [label] what the request stands for in a mixed load: its latencies are also summarised per label
 *
 * @typedef {object} LoadOptions
 * @property {number} port a port on 127.0.0.1
 * @property {number} clients
 * @property {number} requests at most this many requests
 * @property {number} seconds at most this long
 * @property {(index: number) => RequestSpec} next the index-th request (0-based, in issue order)
 * @property {number} [timeoutMs] per request (default 10 s); a time-out counts as an error
 * @property {AbortSignal} [signal] stops the clients and drops their connections (Ctrl-C)
 * @property {number} [rate] open loop: requests due per second (then `clients` caps the connections)
 */

/** @param {number[]} sorted @param {number} q */
function quantile(sorted, q) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? null;
}

/** @param {number[]} latencies */
export function summarise(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (/** @type {number | null} */ value) => (value === null ? null : Math.round(value * 10) / 10);
  return {
    count: sorted.length,
    p50: round(quantile(sorted, 0.5)),
    p95: round(quantile(sorted, 0.95)),
    p99: round(quantile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? null),
  };
}

/**
 * @param {http.Agent} agent @param {number} port @param {RequestSpec} spec @param {number} timeoutMs
 * @returns {Promise<{ status: number, body: string }>}
 */
export function send(agent, port, spec, timeoutMs = 10_000) {
  return new Promise((resolve, reject) => {
    const payload = spec.body === undefined ? null : Buffer.from(JSON.stringify(spec.body));
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: spec.method,
        path: spec.path,
        agent,
        headers: requestHeaders(spec, payload),
        timeout: timeoutMs,
      },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`超时（${timeoutMs} ms）`)));
    request.on('error', reject);
    request.end(payload ?? undefined);
  });
}

/**
 * Runs one load (closed loop, or open loop at `rate`) and returns the figures per answer class: `ok` (2xx), each other status
 * separately (e.g. 429 bans are not errors of the service, but are not the write path either), and
 * transport errors. Requests per second count every answered request.
 * @param {LoadOptions} options
 */
export async function runLoad(options) {
  const pool = new RawHttpPool(options.port, options.clients);
  // Open keep-alive connections would hold a stopping service's graceful close open.
  const dropConnections = () => pool.destroy();
  options.signal?.addEventListener('abort', dropConnections, { once: true });
  /** @type {Map<string, number[]>} */
  const byClass = new Map();
  /** @type {Map<string, string>} */
  const sampleBodies = new Map();
  /** @type {Map<string, number[]>} */
  const byLabel = new Map();
  let transportErrors = 0;
  let okBytes = 0;
  let issued = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const more = () => issued < options.requests && !options.signal?.aborted;
  /** Sends the request with this index and records its answer, timed from `dueAt`. @param {number} index @param {number} dueAt */
  const sendAndRecord = async (index, dueAt) => {
    const spec = options.next(index);
    try {
      const { status, body } = await pool.send(encodeRequest(options.port, spec), options.timeoutMs ?? 10_000);
      const key = status >= 200 && status < 300 ? 'ok' : String(status);
      const took = performance.now() - dueAt;
      const list = byClass.get(key) ?? [];
      list.push(took);
      byClass.set(key, list);
      if (spec.label) {
        const labelled = byLabel.get(spec.label) ?? [];
        labelled.push(took);
        byLabel.set(spec.label, labelled);
      }
      if (key === 'ok') okBytes += body.length;
      else if (!sampleBodies.has(key)) sampleBodies.set(key, body.toString('utf8', 0, 200));
    } catch {
      transportErrors += 1;
    }
  };
  const closedLoopClient = async () => {
    while (more() && performance.now() < deadline) {
      const index = issued;
      issued += 1;
      await sendAndRecord(index, performance.now());
    }
  };
  /** Issues every request that has fallen due, then sleeps until the next one is due. */
  const openLoop = (/** @type {number} */ rate) =>
    new Promise((resolve) => {
      /** @type {Promise<void>[]} */
      const inFlight = [];
      const interval = 1000 / rate;
      const tick = () => {
        const now = performance.now();
        for (let dueAt = started + issued * interval; dueAt <= now && dueAt < deadline && more(); dueAt = started + issued * interval) {
          const index = issued;
          issued += 1;
          inFlight.push(sendAndRecord(index, dueAt));
        }
        const nextDue = started + issued * interval;
        if (nextDue >= deadline || !more()) resolve(Promise.all(inFlight));
        else setTimeout(tick, Math.max(0, nextDue - performance.now()));
      };
      tick();
    });
  try {
    if (options.rate) await openLoop(options.rate);
    else await Promise.all(Array.from({ length: options.clients }, closedLoopClient));
  } finally {
    options.signal?.removeEventListener('abort', dropConnections);
    pool.destroy();
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const all = [...byClass.values()].flat();
  return {
    clients: options.clients,
    ...(options.rate ? { rate: options.rate } : {}),
    seconds: Math.round(seconds * 100) / 100,
    requests: all.length + transportErrors,
    requestsPerSecond: Math.round((all.length / seconds) * 10) / 10,
    okPerSecond: Math.round(((byClass.get('ok')?.length ?? 0) / seconds) * 10) / 10,
    okBodyBytes: byClass.get('ok')?.length ? Math.round(okBytes / /** @type {number[]} */ (byClass.get('ok')).length) : null,
    all: summarise(all),
    ok: summarise(byClass.get('ok') ?? []),
    otherStatuses: Object.fromEntries(
      [...byClass].filter(([key]) => key !== 'ok').map(([key, list]) => [key, { ...summarise(list), sample: sampleBodies.get(key) }]),
    ),
    transportErrors,
    /** Cores the generator's own process used while it ran (its CPU is taken from the machine under test). */
    generatorCores: Math.round(((cpu.user + cpu.system) / 1e6 / seconds) * 100) / 100,
    byLabel: Object.fromEntries([...byLabel].map(([label, list]) => [label, summarise(list)])),
  };
}

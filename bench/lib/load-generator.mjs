// @ts-check
// The bench's load: autocannon drives it (keep-alive connections, so connection set-up is not what is measured).
// Closed loop (default): `clients` connections, each sending its next request as soon as the previous one answered,
// until `requests` were sent or `seconds` passed: it finds the most a server answers, at whatever latency that costs.
// Open loop (`rate`): autocannon spreads that many requests a second over the connections whatever the answers do;
// the figures per status and label count from when each request was sent, and `correctedLatency` is autocannon's own
// histogram corrected for coordinated omission (a request held back by a slow answer counts from when it was due), so
// a server falling behind shows there and in requestsPerSecond against rate. Every request comes from `next`, so a load mixes
// endpoints, tokens and bodies; each answer is counted by status and by the request's label. Loopback only. Each run
// also reports the CPU the generator itself used (it shares the machine with what it measures).
// `send` (node:http) is for the odd request outside a load: set-up, ETags, sign-ups.
import http from 'node:http';
import autocannon from 'autocannon';

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
 * @property {number} [timeoutMs] per request (default 10 s, whole seconds); a time-out counts as a transport error
 * @property {AbortSignal} [signal] stops the load and drops its connections (Ctrl-C)
 * @property {number} [rate] open loop: requests per second over all connections (then `clients` caps the connections)
 */

/**
 * The headers every bench request carries (Accept, and for a JSON body its type), then the spec's own.
 * @param {RequestSpec} spec @param {Buffer | null} payload @returns {Record<string, string>}
 */
function requestHeaders(spec, payload) {
  return {
    accept: 'application/json',
    ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
    ...spec.headers,
  };
}

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
 * transport errors (refused or reset connections, time-outs). Requests per second count every answered request.
 * @param {LoadOptions} options
 */
export async function runLoad(options) {
  /** @type {Map<string, number[]>} */
  const byClass = new Map();
  /** @type {Map<string, string>} */
  const sampleBodies = new Map();
  /** @type {Map<string, number[]>} */
  const byLabel = new Map();
  let okBytes = 0;
  let issued = 0;
  /** The answer autocannon is about to report: its onResponse runs just before its 'response' event, for the same request. */
  let answered = { label: /** @type {string | undefined} */ (undefined), body: '' };
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const connections = Math.max(1, Math.min(options.clients, options.requests, options.rate ?? Infinity));
  /** @type {(result: autocannon.Result) => void} */
  let finish = () => {};
  /** @type {(error: unknown) => void} */
  let fail = () => {};
  /** @type {Promise<autocannon.Result>} */
  const finished = new Promise((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url: `http://127.0.0.1:${options.port}`,
      connections,
      amount: options.requests,
      // autocannon counts whole seconds
      timeout: Math.max(1, Math.ceil((options.timeoutMs ?? 10_000) / 1000)),
      ...(options.rate ? { overallRate: options.rate } : {}),
      requests: [
        {
          setupRequest: (request, context) => {
            const spec = options.next(issued);
            issued += 1;
            /** @type {{ label?: string }} */ (context).label = spec.label;
            // autocannon writes the Content-Length of the body itself
            const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
            const headers = { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...spec.headers };
            return { ...request, method: spec.method, path: spec.path, headers, ...(body === undefined ? {} : { body }) };
          },
          onResponse: (_status, body, context) => {
            answered = { label: /** @type {{ label?: string }} */ (context).label, body };
          },
        },
      ],
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  instance.on('response', (_client, status, _bytes, took) => {
    const key = status >= 200 && status < 300 ? 'ok' : String(status);
    const list = byClass.get(key) ?? [];
    list.push(took);
    byClass.set(key, list);
    if (answered.label) {
      const labelled = byLabel.get(answered.label) ?? [];
      labelled.push(took);
      byLabel.set(answered.label, labelled);
    }
    if (key === 'ok') okBytes += Buffer.byteLength(answered.body);
    else if (!sampleBodies.has(key)) sampleBodies.set(key, answered.body.slice(0, 200));
  });
  const stop = () => instance.stop();
  const deadline = setTimeout(stop, options.seconds * 1000);
  options.signal?.addEventListener('abort', stop, { once: true });
  const result = await finished;
  clearTimeout(deadline);
  options.signal?.removeEventListener('abort', stop);
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const all = [...byClass.values()].flat();
  const transportErrors = result.errors;
  return {
    clients: connections,
    ...(options.rate ? { rate: options.rate, correctedLatency: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max } } : {}),
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

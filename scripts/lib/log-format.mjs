// Compact, readable lines from the JSON logs of the services (pino) and of the gateway (access log).

const LEVELS = /** @type {Record<number, string>} */ ({ 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' });
const SKIPPED_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'name', 'msg', 'req', 'res', 'responseTime', 'reqId', 'v']);

/** @param {number} time */
function clock(time) {
  return new Date(time).toTimeString().slice(0, 8);
}

/** @param {unknown} value */
function short(value) {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}

/**
 * One service log line made readable; non-JSON lines pass through unchanged.
 * @param {string} line
 */
export function formatServiceLine(line) {
  if (!line.startsWith('{')) return line;
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  const level = LEVELS[entry.level] ?? String(entry.level ?? '');
  const head = `${entry.time ? clock(entry.time) : ''} ${level.padEnd(5)}`;
  if (entry.req && entry.res) {
    const error = entry.err?.message ? ` ${short(entry.err.message)}` : '';
    return `${head} ${entry.req.method} ${entry.req.url} ${entry.res.statusCode} ${entry.responseTime ?? '?'}ms${error}`;
  }
  const extras = Object.entries(entry)
    .filter(([key]) => !SKIPPED_FIELDS.has(key))
    .map(([key, value]) =>
      key === 'err' && value && typeof value === 'object' && 'message' in value ? `err=${short(value.message)}` : `${key}=${short(value)}`,
    );
  return `${head} ${entry.msg ?? ''}${extras.length ? ` ${extras.join(' ')}` : ''}`;
}

/**
 * Which gateway requests are printed: 'all'; 'api' (API calls and failures; the default of npm start);
 * 'errors' (server-side failures only, for test runs).
 * @typedef {'all' | 'api' | 'errors'} AccessLogMode
 */

/**
 * One gateway access-log line, or null when the mode hides it.
 * @param {string} line
 * @param {AccessLogMode} mode
 */
export function formatAccessLine(line, mode) {
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  const uri = String(entry.uri ?? '');
  const status = Number(entry.status ?? 0);
  if (mode === 'errors' && status < 500) return null;
  if (mode === 'api' && !uri.startsWith('/api/') && status < 400) return null;
  const duration = Number(entry.duration ?? 0) * 1000;
  return `${new Date().toTimeString().slice(0, 8)} ${entry.method} ${uri} ${status} ${duration.toFixed(0)}ms`;
}

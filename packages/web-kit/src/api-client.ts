import { markBackendAvailable, markBackendUnavailable } from './pages/backend-status';
import { keepLoginNotice, LOGIN_NOTICE_CODES } from './auth/login-notice';
import { EARLY_DATA_WAIT_MS, takeEarlyData } from './early-requests';
import { markGameOffline, markGameOnline } from './game-offline-status';
import { IDEMPOTENCY_KEY_HEADER } from '@citygames/contracts/common/idempotency.rules';
import { keyForWrite, outcomeUnknown, settleWrite, writeSignature } from './idempotency-keys';
import { redirectToLogin } from './login-redirect';
import { navigateTo } from './navigate';
import { isKeptCopy, keptCopyOf } from './offline/kept-copy';
import { isOnline } from './offline/online-status';
import { isPreviewMode, PREVIEW_TEXTS, previewApiPath } from './preview/preview-mode';
import { clearToken, getToken, type GameId } from './token-store';

/** Without a time-out of its own a call gives up after this long, so nothing hangs forever. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** 'offline': the phone said it was offline, so a write was not sent or a read found no copy. */
export type ApiErrorKind = 'timeout' | 'network' | 'http' | 'offline';

export const API_ERROR_TEXTS = {
  timeout: '服务器响应超时，请稍后重试',
  network: '无法连接到服务器，请确认后端 API 可用',
  offline: '当前离线，这个操作需要联网（要用到实时状态，不能离线保存），请联网后再试',
  offlineRead: '当前离线，无法读取最新内容，请联网后再试',
  http: (status: number) => `请求出错，状态码 ${status}`,
} as const;

/** Every failed call throws this: a time-out, a connection failure or a non-2xx answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly body: unknown;
  readonly kind: ApiErrorKind;
  /** True when the answer carried its own `message` (a server text worth showing as is). */
  readonly hasServerMessage: boolean;

  constructor(init: { kind: ApiErrorKind; status: number; message: string; code?: string; body?: unknown; hasServerMessage?: boolean }) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.body = init.body;
    this.hasServerMessage = init.hasServerMessage ?? false;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export interface RequestOptions {
  /** Abort after this many milliseconds (the 5 s calls pass 5000). */
  timeoutMs?: number;
  /** false: send no token and treat a 401 as an ordinary error (login, register). Default true. */
  auth?: boolean;
  /** Wait this long after a 401 before going to the login page (the submit screens wait 2 s). */
  unauthorizedRedirectDelayMs?: number;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
}

export interface ApiClient {
  readonly game: GameId;
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

export interface ApiClientConfig {
  game: GameId;
  /** Where a 401 sends the player, e.g. `/pilotsh/login`. */
  loginPath: string;
  /** Prefix of every path (default `/api/<game>`); paths given to the client are relative to it. */
  baseUrl?: string;
  /** Replaces the router-aware default navigation (tests). */
  navigate?: (path: string) => void;
  fetchImpl?: typeof fetch;
}

/** Settles like `request`, or rejects with the signal's reason once it aborts (an early request cannot be aborted). */
/**
 * The early answer, unless the call is aborted first or it has not come within `EARLY_DATA_WAIT_MS`: a head start
 * never costs the call its own chance (an early request stuck in a dead zone would otherwise hold the screen until
 * the call's time-out, when a request of its own gets the service worker's kept copy within seconds).
 */
function earlyAnswer(request: Promise<Response>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    const giveUp = setTimeout(() => reject(new Error('early request too slow')), EARLY_DATA_WAIT_MS);
    request.then(resolve, reject).finally(() => {
      clearTimeout(giveUp);
      signal.removeEventListener('abort', abort);
    });
  });
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const joined = path.startsWith('/api/') ? path : `${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return joined;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${joined}${joined.includes('?') ? '&' : '?'}${text}` : joined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const GAME_OFFLINE = 'GAME_OFFLINE';

function field(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.trim() ? value : undefined;
}

function errorFromResponse(status: number, body: unknown): ApiError {
  const serverMessage = field(body, 'message');
  const code = field(body, 'error');
  return new ApiError({
    kind: 'http',
    status,
    body,
    message: serverMessage ?? API_ERROR_TEXTS.http(status),
    hasServerMessage: Boolean(serverMessage),
    ...(code ? { code } : {}),
  });
}

/**
 * The one HTTP client of the front end: Bearer token of the game, an Idempotency-Key on every write, a time-out on every call,
 * a 401 clears the game's token and goes to its login page (in the console's preview frame: a message instead), time-outs and connection failures
 * raise the backend-unavailable banner, a 503 GAME_OFFLINE marks the game offline (game-offline-status),
 * JSON error bodies become the error's message.
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const baseUrl = config.baseUrl ?? `/api/${config.game}`;
  const navigate = config.navigate ?? navigateTo;

  async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
    const fetchImpl = config.fetchImpl ?? globalThis.fetch.bind(globalThis);
    const useAuth = options.auth !== false;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = useAuth ? getToken(config.game) : null;
    if (token) headers.Authorization = `Bearer ${token}`;

    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const abortFromCaller = () => controller.abort();
    options.signal?.addEventListener('abort', abortFromCaller, { once: true });

    // a write that needs the present state is refused at once offline instead of waiting for a time-out;
    // answers typed offline are kept by their screens (offline/use-pending-answers) and never get here
    if (method !== 'GET' && !isOnline()) {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', abortFromCaller);
      throw new ApiError({ kind: 'offline', status: 0, message: API_ERROR_TEXTS.offline });
    }

    // in the console's preview frame every game call goes to the preview instance (preview/preview-mode)
    const url = previewApiPath(buildUrl(baseUrl, path, options.query));
    const bodyText = body === undefined ? undefined : JSON.stringify(body);
    // every write carries its key; a retry of a write whose outcome is unknown carries the same (idempotency-keys)
    const signature = method === 'GET' ? undefined : writeSignature(method, url, bodyText);
    if (signature) headers[IDEMPOTENCY_KEY_HEADER] = keyForWrite(signature);
    const sendOnce = () => fetchImpl(url, { method, headers, body: bodyText, signal: controller.signal });
    // a write whose connection broke (its answer may be lost) is sent once more at once with the same key:
    // the server answers with the outcome of the first if it got there, so the screen shows what really happened
    const send = () =>
      signature ? sendOnce().catch((error: unknown) => (controller.signal.aborted || !isOnline() ? Promise.reject(error) : sendOnce())) : sendOnce();
    // the page's early script may already have sent this GET with this token: its answer is used once, and
    // if it could not connect the call is sent again (the answer of a request that did connect counts as it is)
    const early = method === 'GET' && token ? takeEarlyData(url, token) : undefined;

    let response: Response;
    try {
      response = await (early
        ? earlyAnswer(early, controller.signal).catch((error: unknown) => (controller.signal.aborted ? Promise.reject(error) : send()))
        : send());
    } catch (error) {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', abortFromCaller);
      if (options.signal?.aborted && !timedOut) throw error; // the caller cancelled: not a backend problem
      // a read the service worker did not answer (not in control yet, or ended by the browser while the network
      // hung): the phone's kept copy, read here
      const kept = method === 'GET' && headers.Authorization ? await keptCopyOf(url, headers.Authorization) : undefined;
      if (!kept) {
        // offline, the offline notice says why; the phone had no copy of this read
        if (!isOnline()) throw new ApiError({ kind: 'offline', status: 0, message: API_ERROR_TEXTS.offlineRead });
        markBackendUnavailable();
        const kind: ApiErrorKind = timedOut ? 'timeout' : 'network';
        throw new ApiError({ kind, status: 0, message: API_ERROR_TEXTS[kind] });
      }
      response = kept;
    }

    let parsed: unknown;
    try {
      parsed = await readBody(response);
    } catch {
      parsed = undefined;
      if (timedOut) {
        markBackendUnavailable();
        throw new ApiError({ kind: 'timeout', status: 0, message: API_ERROR_TEXTS.timeout });
      }
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', abortFromCaller);
    }
    // a read the service worker answered from its kept copy did not reach the server: the data shows, and so does the banner
    const keptCopy = isKeptCopy(response);
    if (keptCopy) markBackendUnavailable();
    else markBackendAvailable();
    if (signature && !outcomeUnknown(response.status, field(parsed, 'error'))) settleWrite(signature);
    // a game the organiser closed (a down or busy service answers SERVICE_BUSY, an ordinary error): its own state, not "backend unavailable"
    if (response.status === 503 && field(parsed, 'error') === GAME_OFFLINE) {
      const opensAt = field(parsed, 'opensAt');
      markGameOffline(config.game, typeof opensAt === 'string' ? opensAt : null);
      throw errorFromResponse(response.status, parsed);
    }
    if (!keptCopy) markGameOnline(config.game);

    // a preview has no login page: its token comes from the console, which makes a new one on reset
    if (response.status === 401 && useAuth && isPreviewMode())
      throw new ApiError({ kind: 'http', status: 401, body: parsed, message: PREVIEW_TEXTS.expired, hasServerMessage: true });
    if (response.status === 401 && useAuth) {
      const code = field(parsed, 'error');
      const message = field(parsed, 'message');
      if (code && message && LOGIN_NOTICE_CODES.includes(code)) keepLoginNotice(message);
      clearToken(config.game);
      redirectToLogin(navigate, config.loginPath, options.unauthorizedRedirectDelayMs ?? 0);
    }
    if (!response.ok) throw errorFromResponse(response.status, parsed);
    return parsed as T;
  }

  return {
    game: config.game,
    get: (path, options) => request('GET', path, undefined, options),
    delete: (path, options) => request('DELETE', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
    put: (path, body, options) => request('PUT', path, body, options),
  };
}

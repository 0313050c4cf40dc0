import { IDEMPOTENCY_KEY_HEADER } from '@citygames/contracts/common/idempotency.rules';
import { keyForWrite, outcomeUnknown, settleWrite, writeSignature } from '@citygames/web-kit/idempotency-keys';
import { reportAnswer, reportUnreachable } from './connection-status';

/** The console's calls: the organiser token (its own key, never a game's) on every request. */
const TOKEN_KEY = 'organizer.token';

export function getOrganizerToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setOrganizerToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    // storage blocked: the organiser signs in again next time
  }
}

export class OrganizerApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

/** Listeners told when the server refuses the token (expired or revoked). */
const signedOutListeners = new Set<() => void>();
export function onSignedOut(listener: () => void): () => void {
  signedOutListeners.add(listener);
  return () => signedOutListeners.delete(listener);
}

/** A JSON body, or a file sent as it is (`{ file }`: a pack's text, a roster's bytes; either may exceed the JSON limit). */
type Body = { json: unknown } | { file: string | Blob } | undefined;

/** What names a write's body for its key: the JSON, the text, or the file's bytes (two files of one size are two writes). */
async function bodyIdentity(body: Body): Promise<string | undefined> {
  if (body === undefined) return undefined;
  if ('json' in body) return JSON.stringify(body.json);
  if (typeof body.file === 'string') return body.file;
  return new TextDecoder('latin1').decode(await body.file.arrayBuffer());
}

async function send(method: string, path: string, body?: Body): Promise<Response> {
  const token = getOrganizerToken();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'file' in body ? 'application/octet-stream' : 'application/json';
  // every write carries its key; the same write sent again while its outcome is unknown carries the same (web-kit idempotency-keys)
  const signature = method === 'GET' ? undefined : writeSignature(method, path, await bodyIdentity(body));
  if (signature) headers[IDEMPOTENCY_KEY_HEADER] = keyForWrite(signature);
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      ...(body !== undefined ? { body: 'file' in body ? body.file : JSON.stringify(body.json) } : {}),
      cache: 'no-store',
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    reportUnreachable();
    throw new OrganizerApiError(0, '无法连接到服务器，请稍后重试', null);
  }
  reportAnswer();
  if (response.ok) {
    if (signature) settleWrite(signature);
    return response;
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  const code = (parsed as { error?: unknown } | null)?.error;
  if (signature && !outcomeUnknown(response.status, typeof code === 'string' ? code : undefined)) settleWrite(signature);
  const message =
    typeof (parsed as { message?: unknown } | null)?.message === 'string' ? (parsed as { message: string }).message : `请求出错，状态码 ${response.status}`;
  if (response.status === 401 && token) {
    setOrganizerToken(null);
    signedOutListeners.forEach((listener) => listener());
  }
  throw new OrganizerApiError(response.status, message, parsed);
}

export async function callJson<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  return (await (await send(method, path, body === undefined ? undefined : { json: body })).json()) as T;
}

/** Uploads a file (its text, or its bytes as they are) as the request body; the answer is JSON. */
export async function uploadFile<T>(path: string, file: string | Blob): Promise<T> {
  return (await (await send('POST', path, { file })).json()) as T;
}

/** Fetches a file with the token and hands it to the browser as a download. */
export async function download(path: string, fileName: string): Promise<void> {
  const blob = await (await send('GET', path)).blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

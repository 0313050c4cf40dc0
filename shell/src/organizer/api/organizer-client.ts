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

async function send(method: string, path: string, body?: Body): Promise<Response> {
  const token = getOrganizerToken();
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'file' in body ? 'application/octet-stream' : 'application/json';
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
  if (response.ok) return response;
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
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

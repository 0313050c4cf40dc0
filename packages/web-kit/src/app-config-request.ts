import type { EarlyRequests } from './early-requests';

/** Where the runtime configuration is read from (see app-config.ts). */
export const APP_CONFIG_URL = '/app-config.json';

type GlobalWithRequest = typeof globalThis & EarlyRequests;

/**
 * Starts reading /app-config.json, unless the shell's early script already has. The shell's entry calls this as its first script runs,
 * so the file arrives while React and the router are still loading instead of after them (every
 * game screen waits for it before it can locate its remote). No React here: the entry may not
 * import a shared module before the federation has negotiated them.
 */
export function requestAppConfig(timeoutMs = 5000): void {
  const holder = globalThis as GlobalWithRequest;
  holder.__citygamesAppConfigRequest ??= fetch(APP_CONFIG_URL, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
}

/** The request started by requestAppConfig, handed out once (a later retry asks again), or a new one. */
export function takeAppConfigResponse(timeoutMs: number): Promise<Response> {
  const holder = globalThis as GlobalWithRequest;
  const started = holder.__citygamesAppConfigRequest;
  delete holder.__citygamesAppConfigRequest;
  return started ?? fetch(APP_CONFIG_URL, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
}

/**
 * What a game token says about its holder, read without verifying it. The browser uses it only to decide what to
 * show and whose kept answers to send; every service verifies the token on every call, so a claim edited in the
 * browser opens no door.
 */
export function unverifiedTokenClaims(token: string | null): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const bytes = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    // the claims are UTF-8 JSON (a player's Chinese name among them)
    const claims: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(bytes, (char) => char.charCodeAt(0))));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Whether svc-auth issued the token to a game admin (a role change shows at the next login, as on the server). */
export function tokenSaysAdmin(token: string | null): boolean {
  return unverifiedTokenClaims(token)?.role === 'admin';
}

/** A token shaped like svc-auth's (header.claims.signature) with the given claims, for screens that read them. */
export function unsignedTestToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/=+$/, '')
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
  return `${encode({ alg: 'ES256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

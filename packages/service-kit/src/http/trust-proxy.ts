/**
 * Which peers may tell a service the client's address with X-Forwarded-For (Express `trust proxy`).
 * Only the gateway should: anyone else sending the header could pose as a new address on every
 * request and so dodge the per-address limits (login attempts, registrations).
 *
 * - Local run (`npm start`): services listen on 127.0.0.1 and the gateway is the only other process
 *   talking to them, so `loopback` (the default).
 * - compose / Kubernetes: `TRUST_PROXY` names the gateway's network, e.g. `uniquelocal` (the services'
 *   ports are published nowhere, so only the private network reaches them) or a CIDR.
 */
export const DEFAULT_TRUST_PROXY = 'loopback';

const NAMED = new Set(['loopback', 'linklocal', 'uniquelocal']);
const ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-f:]+)(?:\/\d{1,3})?$/i;

/** TRUST_PROXY as Express reads it; anything else is a configuration error (a typo would trust no one, or everyone). */
export function trustProxyFromEnv(value: string | undefined): string {
  const text = (value ?? '').trim();
  if (text === '') return DEFAULT_TRUST_PROXY;
  const parts = text.split(',').map((part) => part.trim());
  const bad = parts.filter((part) => !NAMED.has(part) && !ADDRESS.test(part));
  if (bad.length > 0 || parts.length === 0) {
    throw new Error(
      `TRUST_PROXY 只能是 loopback、linklocal、uniquelocal 或 IP/CIDR，用逗号分隔（收到 ${value}）。\n` +
        `TRUST_PROXY must list loopback, linklocal, uniquelocal or IP/CIDR entries (got ${value}).`,
    );
  }
  return parts.join(', ');
}

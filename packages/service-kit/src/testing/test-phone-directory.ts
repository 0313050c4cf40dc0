import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import jwt from 'jsonwebtoken';
import type { OwnAccountResponse } from '@citygames/contracts/auth/own-account.schema';

/**
 * svc-auth's phone lookup for the services under test. Tokens do not carry the phone: a service asks
 * `GET /internal/<game>/me` of AUTH_URL for it (auth/phone-directory.ts), so the tests run a stand-in that answers
 * it from the phones `tokenFor` filed by account id (phone-directory-setup.ts starts one per test file).
 */
const phones = new Map<string, string>();

/** Files the phone of a test account. A service keeps the first phone it hears per account, so an account keeps its phone. */
export function fileTestPhone(accountId: string, phone: string): void {
  const filed = phones.get(accountId);
  if (filed !== undefined && filed !== phone) throw new Error(`test account ${accountId} already has the phone ${filed}, not ${phone}`);
  phones.set(accountId, phone);
}

export interface TestPhoneDirectory {
  /** What AUTH_URL points at. */
  url: string;
  close(): Promise<void>;
}

/**
 * Answers a filed account as svc-auth does, and 401 for any other. The token is only read, not verified: the service
 * asking verified it before it asks (a forged token never gets this far).
 */
export async function startTestPhoneDirectory(): Promise<TestPhoneDirectory> {
  const server = createServer((req, res) => {
    const game = /^\/internal\/([a-z0-9]+)\/me$/.exec(req.url ?? '')?.[1];
    const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
    const claims = token ? jwt.decode(token, { json: true }) : null;
    const phone = typeof claims?.sub === 'string' ? phones.get(claims.sub) : undefined;
    if (!game || claims?.aud !== game || phone === undefined) {
      res.writeHead(401, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'UNAUTHORIZED', message: '未登录或登录已过期' }));
      return;
    }
    const account: OwnAccountResponse = { id: claims.sub!, name: String(claims.name), role: claims.role === 'admin' ? 'admin' : 'user', phone };
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(account));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

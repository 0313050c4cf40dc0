import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * The street between a phone and the gateway, for browsers whose network Playwright cannot touch (WebKitGTK and
 * Firefox ESR over WebDriver): a journey opens the site through this proxy's origin and makes the network fail the
 * ways it fails outdoors.
 * - `pass`: everything goes through.
 * - `no-signal`: every connection is reset at once (no network, as in a lift or a tunnel).
 * - `dead-zone`: connections are accepted and nothing comes back (signal bars, nothing passing); the held requests
 *   are dropped when the mode changes.
 * One-off faults on top: a reply cut after the gateway answered (the server applied the write, the phone never hears
 * it) and an answer the proxy gives itself (what a busy or closed game or an expired login answers).
 */
export type StreetMode = 'pass' | 'no-signal' | 'dead-zone';

export interface SeenRequest {
  /** ms since the proxy started, and the street's mode then */
  at: number;
  mode: StreetMode;
  method: string;
  path: string;
  idempotencyKey: string | undefined;
}

export interface FaultProxy {
  /** Where the browser opens the site (`http://localhost:<port>`: a secure context, so the service worker runs). */
  readonly origin: string;
  set(mode: StreetMode): void;
  /** The next `count` requests whose path matches reach the gateway, which answers them; their replies are cut. */
  cutReplies(path: RegExp, count: number): void;
  /** The next `count` requests whose path matches get this answer from the proxy; the gateway never sees them. */
  answerWith(path: RegExp, count: number, status: number, body: unknown): void;
  /** Every request whose path matches that passed the proxy (any outcome), in order. */
  seen(path: RegExp): SeenRequest[];
  close(): Promise<void>;
}

interface OneOff {
  path: RegExp;
  left: number;
  act: (req: http.IncomingMessage, res: http.ServerResponse) => void;
}

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  let mode: StreetMode = 'pass';
  const oneOffs: OneOff[] = [];
  const seen: SeenRequest[] = [];
  const sockets = new Set<Socket>();
  const held = new Set<Socket>();
  const started = Date.now();

  const forward = (req: http.IncomingMessage, res: http.ServerResponse, cutReply: boolean) => {
    const outgoing = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (reply) => {
      if (cutReply) {
        // the gateway answered in full (the write is applied); the phone's connection dies before a byte of it
        reply.resume();
        reply.on('end', () => req.socket.destroy());
        return;
      }
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
    });
    outgoing.on('error', () => req.socket.destroy());
    req.pipe(outgoing);
  };

  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const key = req.headers['idempotency-key'];
    seen.push({ at: Date.now() - started, mode, method: req.method ?? 'GET', path, idempotencyKey: typeof key === 'string' ? key : undefined });
    if (mode === 'no-signal') return req.socket.destroy();
    if (mode === 'dead-zone') {
      held.add(req.socket);
      return;
    }
    const oneOff = oneOffs.find((candidate) => candidate.left > 0 && candidate.path.test(path));
    if (oneOff) {
      oneOff.left -= 1;
      return oneOff.act(req, res);
    }
    forward(req, res, false);
  });
  server.on('connection', (socket) => {
    // no signal: a connection ends as it opens, before a request is sent (a reset after the request makes a browser
    // send it again and again on new connections, which no phone without signal sees)
    if (mode === 'no-signal') return socket.destroy();
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      held.delete(socket);
    });
  });
  // every address family: a browser may try localhost as ::1 first
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://localhost:${port}`,
    set(next) {
      mode = next;
      // no signal ends every open connection (a live stream included); leaving a dead zone drops what it held
      for (const socket of next === 'no-signal' ? sockets : held) socket.destroy();
      held.clear();
    },
    cutReplies(path, count) {
      oneOffs.push({ path, left: count, act: (req, res) => forward(req, res, true) });
    },
    answerWith(path, count, status, body) {
      oneOffs.push({
        path,
        left: count,
        act: (req, res) => {
          req.resume();
          res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
          res.end(JSON.stringify(body));
        },
      });
    },
    seen: (path) => seen.filter((request) => path.test(request.path)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

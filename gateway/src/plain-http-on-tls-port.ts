import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type Server as NetServer, type Socket } from 'node:net';
import type { Server as TlsServer } from 'node:tls';

/** The first byte of every TLS connection: a handshake record. */
const TLS_HANDSHAKE = 0x16;

/** A Host header as browsers send it (name or address, optional port); anything else is not echoed into a Location. */
const PLAIN_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const PLAIN_HTTP_PAGE = [
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
  '<title>请使用 HTTPS 打开</title></head><body>',
  '<h1>请使用 HTTPS 打开</h1><p>这个端口只接受加密连接。请在地址栏里把 <code>http://</code> 改成 <code>https://</code> 再打开。</p>',
  '</body></html>',
].join('');

/**
 * `http://` typed for the HTTPS port (Safari tries it first; a LAN address is often typed without a scheme):
 * a redirect to the same host, port and path over HTTPS, or a Chinese page when the Host header is unusable.
 * The Node gateway's counterpart of nginx's `error_page 497`.
 */
function redirectToHttps(req: IncomingMessage, res: ServerResponse): void {
  const host = req.headers.host ?? '';
  if (PLAIN_HOST.test(host)) {
    res.writeHead(301, { Location: `https://${host}${req.url ?? '/'}`, 'Content-Length': 0, 'Cache-Control': 'no-store', Connection: 'close' });
    res.end();
    return;
  }
  res.writeHead(400, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(PLAIN_HTTP_PAGE), Connection: 'close' });
  res.end(PLAIN_HTTP_PAGE);
}

/**
 * One port for both: a connection whose first byte opens a TLS handshake goes to the HTTPS server,
 * any other to a plain HTTP server that only redirects (`redirectToHttps`).
 */
export function tlsPortWithPlainRedirect(tlsServer: TlsServer): NetServer {
  const plain = createHttpServer(redirectToHttps);
  return createNetServer((socket: Socket) => {
    socket.once('error', () => socket.destroy());
    socket.once('data', (chunk: Buffer) => {
      // Put back, the socket paused: the server that takes it reads the buffered bytes first.
      socket.pause();
      socket.unshift(chunk);
      if (chunk[0] === TLS_HANDSHAKE) {
        tlsServer.emit('connection', socket);
      } else {
        plain.emit('connection', socket);
        socket.resume();
      }
    });
  });
}

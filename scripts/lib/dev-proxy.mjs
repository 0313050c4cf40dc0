// The front door of `npm run dev` on PORT_BASE: the same URLs as the gateway of `npm start`, but the
// browser code comes from the rspack dev servers. /remotes/<game>/… goes to that remote's dev server
// (without the prefix, as the gateway strips it for the built remote), /api/… and /app-config.json to the
// gateway, everything else (the shell's pages, files and hot updates) to the shell's dev server.
import { request as httpRequest, createServer } from 'node:http';
import { connect } from 'node:net';

/**
 * @typedef {object} DevRoutes
 * @property {number} gatewayPort
 * @property {number} shellPort
 * @property {Record<string, number>} remotePorts game → port of its dev server
 */

/**
 * Where a request path goes: the upstream port and the path to ask it for.
 * @param {string} url request path with query
 * @param {DevRoutes} routes
 * @returns {{ port: number, path: string }}
 */
export function routeDevRequest(url, routes) {
  const remote = /^\/remotes\/([^/?#]+)(\/[^?#]*)?(.*)$/.exec(url);
  if (remote) {
    const port = routes.remotePorts[/** @type {string} */ (remote[1])];
    // A game that is not served in this run: the gateway answers it as it would without dev servers.
    if (port === undefined) return { port: routes.gatewayPort, path: url };
    return { port, path: `${remote[2] ?? '/'}${remote[3] ?? ''}` };
  }
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/app-config.json')) return { port: routes.gatewayPort, path: url };
  return { port: routes.shellPort, path: url };
}

/**
 * Starts the dev front on `port` (all interfaces, like the gateway).
 * @param {number} port
 * @param {DevRoutes} routes
 * @param {(line: string) => void} log
 * @returns {Promise<{ close: () => Promise<void> }>}
 */
export function startDevProxy(port, routes, log) {
  const server = createServer((incoming, outgoing) => {
    const target = routeDevRequest(incoming.url ?? '/', routes);
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: target.port,
        method: incoming.method,
        path: target.path,
        // The Host stays the browser's: the dev servers accept it, and the gateway sees what it would see directly.
        headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress ?? '' },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => {
      log(`${incoming.method} ${incoming.url} → 127.0.0.1:${target.port} 失败：${error.message}`);
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
      outgoing.end('开发服务器暂时没有回答（可能还在编译），请稍后刷新。\n');
    });
    incoming.pipe(upstream);
  });

  // WebSockets (the dev servers' update channels) are passed through byte for byte.
  server.on('upgrade', (incoming, socket, head) => {
    const target = routeDevRequest(incoming.url ?? '/', routes);
    const upstream = connect(target.port, '127.0.0.1', () => {
      const headerLines = [];
      for (let index = 0; index < incoming.rawHeaders.length; index += 2) {
        headerLines.push(`${incoming.rawHeaders[index]}: ${incoming.rawHeaders[index + 1]}`);
      }
      upstream.write(`${incoming.method} ${target.path} HTTP/1.1\r\n${headerLines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '0.0.0.0', () => {
      server.off('error', reject);
      resolve({
        close: () =>
          new Promise((done) => {
            server.close(() => done(undefined));
            server.closeAllConnections();
          }),
      });
    });
  });
}

// The loopback control endpoint of a running platform, for the e2e journeys that stop a service.
import { createServer } from 'node:http';

/**
 * Loopback endpoint for the e2e journeys that need a stopped service:
 * POST /services/<name>/stop, POST /services/<name>/start, GET /services.
 * @param {number} port
 * @param {{ stopService: (name: import('./workspace.mjs').ServiceName) => Promise<void>, startService: (name: import('./workspace.mjs').ServiceName) => Promise<void>, children: Map<string, import('node:child_process').ChildProcess>, services: import('./workspace.mjs').ServiceSpec[] }} control
 * @param {(cleanup: () => Promise<void>) => void} onStop closes the endpoint when the platform stops
 */
export async function startControlServer(port, control, onStop) {
  const server = createServer((req, res) => {
    const send = (/** @type {number} */ status, /** @type {unknown} */ body) => {
      res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    };
    const match = /^\/services\/(svc-[a-z0-9]+)\/(stop|start)$/.exec(req.url ?? '');
    if (req.method === 'GET' && req.url === '/services') {
      send(200, Object.fromEntries(control.services.map((s) => [s.name, control.children.get(s.name)?.exitCode === null])));
      return;
    }
    if (req.method !== 'POST' || !match) {
      send(404, { error: 'NOT_FOUND' });
      return;
    }
    const name = /** @type {import('./workspace.mjs').ServiceName} */ (match[1]);
    const action = match[2] === 'stop' ? control.stopService : control.startService;
    action(name).then(
      () => send(200, { ok: true, service: name, action: match[2] }),
      (error) => send(409, { ok: false, message: error instanceof Error ? error.message : String(error) }),
    );
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  onStop(
    () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  return `http://127.0.0.1:${port}`;
}

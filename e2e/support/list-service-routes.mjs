#!/usr/bin/env node
// Prints the endpoints of one service, read from its Express app (built, not started), and the
// collections of its mongoose models, as JSON {endpoints, collections}:
//   node e2e/support/list-service-routes.mjs svc-fanhua
// One process per service: the services define mongoose models of the same name ("Team").
// Express keeps no mount paths after building, so the router's `use` and `route` are watched meanwhile.
import { generateKeyPairSync } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const service = process.argv[2] ?? '';
if (!/^svc-[a-z0-9]+$/.test(service)) {
  console.error('用法：node e2e/support/list-service-routes.mjs svc-<名字>');
  process.exit(2);
}
const requireFromService = createRequire(join(REPO_ROOT, service, 'package.json'));
const Router = requireFromService('router');
const { pino } = requireFromService('pino');
const mongoose = requireFromService('mongoose');

/** @param {string} prefix @param {string} path */
function joinPath(prefix, path) {
  const joined = `${prefix}/${path}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

/** @type {Map<object, Array<{ path: string, child: object }>>} */
const mounts = new Map();
/** @type {Map<object, Array<{ path: string, methods: Record<string, boolean> }>>} */
const routes = new Map();
const originalUse = Router.prototype.use;
const originalRoute = Router.prototype.route;
Router.prototype.use = function use(/** @type {unknown[]} */ ...args) {
  const path = typeof args[0] === 'string' ? args[0] : '/';
  for (const handler of args.flat(Infinity)) {
    if (typeof handler === 'function' && handler instanceof Router) {
      mounts.set(this, [...(mounts.get(this) ?? []), { path, child: handler }]);
    }
  }
  return originalUse.apply(this, args);
};
Router.prototype.route = function route(/** @type {string} */ path) {
  const created = originalRoute.call(this, path);
  routes.set(this, [...(routes.get(this) ?? []), created]);
  return created;
};

const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const { buildApp } = await import(pathToFileURL(join(REPO_ROOT, service, 'dist', 'app.js')).href);
const app = await buildApp({
  publicKey: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  privateKey: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  logger: pino({ level: 'silent' }),
});

/** @type {Array<{ service: string, method: string, path: string }>} */
const found = [];
/** @param {object} router @param {string} prefix */
function walk(router, prefix) {
  for (const route of routes.get(router) ?? []) {
    for (const method of Object.keys(route.methods).filter((name) => name !== '_all')) {
      found.push({ service, method: method.toUpperCase(), path: joinPath(prefix, route.path) });
    }
  }
  for (const mount of mounts.get(router) ?? []) walk(mount.child, joinPath(prefix, mount.path));
}
walk(app.router, '/');
const collections = [...new Set(Object.values(mongoose.models).map((model) => model.collection.collectionName))].sort();
process.stdout.write(`${JSON.stringify({ endpoints: found, collections })}\n`);
process.exit(0);

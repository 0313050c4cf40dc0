#!/usr/bin/env node
/**
 * Generates deploy/k8s/base/ingress.yaml from the gateway's route manifest (the same table that
 * generates nginx.conf for compose and the local run):
 *   node deploy/k8s/render-ingress.mjs            # writes the file
 *   node deploy/k8s/render-ingress.mjs --check    # exits 1 when the committed file is stale
 * One Ingress for the site (everything not claimed below goes to the gateway: static files, and
 * GAME_OFFLINE for the API of a game that is switched off), one per game (its API and its login paths,
 * so an overlay switches a game off by deleting one Ingress), and one per game for event streams
 * (unbuffered, long read time-out). Logins and registrations (each checks a password) have Ingresses of
 * their own, limited per client address as the gateway limits them (ingress-nginx `limit-rps`).
 * YAML 1.1 quoting, as Kubernetes reads it: `off` would otherwise become false.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { stringify } from 'yaml';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const INGRESS_FILE = join(REPO_ROOT, 'deploy', 'k8s', 'base', 'ingress.yaml');
export const GATEWAY_SERVICE = { name: 'gateway', port: 8080 };
/**
 * The organiser's certificate: `kubectl create secret tls citygames-tls --cert fullchain.pem --key privkey.pem`
 * (or cert-manager writing the same Secret). Every Ingress terminates TLS with it.
 */
export const TLS_SECRET = 'citygames-tls';

/**
 * @typedef {{ kind: string, match: 'exact' | 'prefix', path: string, service: string, game: string | null, checksPassword?: boolean }} ApiRoute
 * @typedef {{
 *   games: readonly string[],
 *   apiRoutes: readonly ApiRoute[],
 *   servicePorts: Record<string, number>,
 *   maxBodySizeMb: number,
 *   timeouts: { connect: number, read: number, streamRead: number },
 *   passwordRequestLimit: { perSecond: number, burst: number },
 * }} IngressInput
 */

/**
 * ingress-nginx annotations; other controllers ignore them (see docs/operations.md).
 * @param {IngressInput} input @param {boolean} stream
 */
function annotations(input, stream) {
  return {
    // Plain HTTP is redirected to HTTPS (ingress-nginx also sends HSTS on HTTPS answers by default).
    'nginx.ingress.kubernetes.io/ssl-redirect': 'true',
    'nginx.ingress.kubernetes.io/force-ssl-redirect': 'true',
    'nginx.ingress.kubernetes.io/proxy-body-size': `${input.maxBodySizeMb}m`,
    'nginx.ingress.kubernetes.io/proxy-connect-timeout': String(input.timeouts.connect),
    'nginx.ingress.kubernetes.io/proxy-read-timeout': String(stream ? input.timeouts.streamRead : input.timeouts.read),
    ...(stream
      ? {
          'nginx.ingress.kubernetes.io/proxy-send-timeout': String(input.timeouts.streamRead),
          'nginx.ingress.kubernetes.io/proxy-buffering': 'off',
        }
      : {}),
  };
}

/**
 * ingress-nginx's per-address limit: `limit-rps` a second with a burst of rps × multiplier. Its refusal
 * status is the controller's `limit-req-status-code` (503 unless the ConfigMap says 429; docs/operations.md).
 * @param {IngressInput} input
 */
function passwordLimitAnnotations(input) {
  const { perSecond, burst } = input.passwordRequestLimit;
  return {
    'nginx.ingress.kubernetes.io/limit-rps': String(perSecond),
    'nginx.ingress.kubernetes.io/limit-burst-multiplier': String(Math.max(1, Math.round(burst / perSecond))),
  };
}

/** @param {string} service @param {number} port */
function backend(service, port) {
  return { service: { name: service, port: { number: port } } };
}

/** @param {IngressInput} input @param {ApiRoute} route */
function routePath(input, route) {
  const port = input.servicePorts[route.service];
  if (!port) throw new Error(`no port for ${route.service}`);
  return { path: route.path, pathType: route.match === 'exact' ? 'Exact' : 'Prefix', backend: backend(route.service, port) };
}

/**
 * @param {string} name @param {string} component @param {object[]} paths
 * @param {Record<string, string>} annotationMap
 */
function ingress(name, component, paths, annotationMap) {
  return {
    apiVersion: 'networking.k8s.io/v1',
    kind: 'Ingress',
    metadata: { name, labels: { 'app.kubernetes.io/component': component }, annotations: annotationMap },
    spec: { ingressClassName: 'nginx', tls: [{ secretName: TLS_SECRET }], rules: [{ http: { paths } }] },
  };
}

/** @param {IngressInput} input @returns {object[]} the Ingress objects */
export function ingressObjects(input) {
  /** @param {(route: ApiRoute) => boolean} keep */
  const pathsOf = (keep) => input.apiRoutes.filter(keep).map((route) => routePath(input, route));
  const limited = (/** @type {ApiRoute} */ route) => route.checksPassword === true;
  const logins = (/** @type {string} */ name, /** @type {string} */ component, /** @type {object[]} */ paths) =>
    paths.length > 0 ? [ingress(`${name}-logins`, component, paths, { ...annotations(input, false), ...passwordLimitAnnotations(input) })] : [];
  const site = ingress(
    'citygames-site',
    'gateway',
    [
      ...pathsOf((route) => route.game === null && !limited(route)),
      { path: '/', pathType: 'Prefix', backend: backend(GATEWAY_SERVICE.name, GATEWAY_SERVICE.port) },
    ],
    annotations(input, false),
  );
  const games = input.games.flatMap((game) => {
    const streams = pathsOf((route) => route.game === game && route.kind === 'game-stream');
    return [
      ingress(
        `citygames-${game}`,
        game,
        pathsOf((route) => route.game === game && route.kind !== 'game-stream' && !limited(route)),
        annotations(input, false),
      ),
      ...logins(
        `citygames-${game}`,
        game,
        pathsOf((route) => route.game === game && limited(route)),
      ),
      ...(streams.length > 0 ? [ingress(`citygames-${game}-stream`, game, streams, annotations(input, true))] : []),
    ];
  });
  return [
    site,
    ...logins(
      'citygames-site',
      'gateway',
      pathsOf((route) => route.game === null && limited(route)),
    ),
    ...games,
  ];
}

/** @param {IngressInput} input */
export function renderIngress(input) {
  const header = [
    '# Generated by deploy/k8s/render-ingress.mjs from gateway/src/route-manifest.ts. Do not edit:',
    '# change the route manifest and run `node deploy/k8s/render-ingress.mjs`.',
  ].join('\n');
  return `${header}\n${ingressObjects(input)
    .map((object) => `---\n${stringify(object, { lineWidth: 0, version: '1.1' })}`)
    .join('')}`;
}

/** The route manifest from the gateway's build (brought up to date first when TypeScript is installed). */
async function manifestInput() {
  let tsc;
  try {
    tsc = createRequire(join(REPO_ROOT, 'package.json')).resolve('typescript/bin/tsc');
  } catch {
    tsc = undefined;
  }
  if (tsc) {
    const build = spawnSync(process.execPath, [tsc, '-b', join(REPO_ROOT, 'gateway')], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('tsc -b gateway failed');
  }
  const dist = join(REPO_ROOT, 'gateway', 'dist');
  if (!existsSync(join(dist, 'route-manifest.js'))) throw new Error('gateway/dist is missing: run npx tsc -b gateway');
  const manifest = await import(pathToFileURL(join(dist, 'route-manifest.js')).href);
  const layout = await import(pathToFileURL(join(dist, 'gateway-layout.js')).href);
  return fromManifest(manifest, layout.composeUpstreams());
}

/**
 * Builds the generator's input from the route manifest module and the compose upstream table.
 * @param {{ GAME_IDS: readonly string[], API_ROUTES: readonly ApiRoute[], MAX_BODY_SIZE_MB: number, PROXY_TIMEOUTS: IngressInput['timeouts'], PASSWORD_REQUEST_LIMIT: IngressInput['passwordRequestLimit'] }} manifest
 * @param {Record<string, string>} upstreams service name → "host:port"
 * @returns {IngressInput}
 */
export function fromManifest(manifest, upstreams) {
  return {
    games: manifest.GAME_IDS,
    apiRoutes: manifest.API_ROUTES,
    servicePorts: Object.fromEntries(Object.entries(upstreams).map(([name, address]) => [name, Number(String(address).split(':')[1])])),
    maxBodySizeMb: manifest.MAX_BODY_SIZE_MB,
    timeouts: manifest.PROXY_TIMEOUTS,
    passwordRequestLimit: manifest.PASSWORD_REQUEST_LIMIT,
  };
}

async function main() {
  const rendered = renderIngress(await manifestInput());
  if (process.argv.includes('--check')) {
    const current = existsSync(INGRESS_FILE) ? readFileSync(INGRESS_FILE, 'utf8') : '';
    if (current !== rendered) {
      console.error('deploy/k8s/base/ingress.yaml 与路由清单不一致：请运行 node deploy/k8s/render-ingress.mjs');
      process.exit(1);
    }
    console.log('deploy/k8s/base/ingress.yaml 与路由清单一致。');
    return;
  }
  writeFileSync(INGRESS_FILE, rendered);
  console.log(`已生成 ${INGRESS_FILE}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}

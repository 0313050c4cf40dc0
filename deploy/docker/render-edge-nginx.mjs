#!/usr/bin/env node
/**
 * nginx config of the gateway behind a Kubernetes Ingress (deploy/k8s): the Ingress sends each open
 * game's API straight to its service, so the gateway only ever sees static paths and the API paths of a
 * game that an overlay switched off; it serves the former and answers GAME_OFFLINE for the latter.
 * Same generator and static layout as the compose config, with no game enabled.
 *   node deploy/docker/render-edge-nginx.mjs --port 8080 --html-root /usr/share/nginx/html --out nginx-edge.conf
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * @param {{ renderNginxConfig: Function, composeStaticRoots: Function }} gateway the gateway's generator modules
 * @param {{ port: number, htmlRoot?: string, accessLog?: string, mapTileSource?: string | null, nginxVersion?: string }} options
 */
export function renderEdgeConfig(gateway, { port, htmlRoot, accessLog, mapTileSource, nginxVersion }) {
  return gateway.renderNginxConfig({
    mode: 'compose',
    listenPort: port,
    enabledGames: [],
    staticRoots: gateway.composeStaticRoots(htmlRoot),
    mapTileSource: mapTileSource ?? null,
    ...(accessLog ? { accessLog } : {}),
    ...(nginxVersion ? { nginxVersion } : {}),
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '8080' },
      'html-root': { type: 'string' },
      'map-tile-url': { type: 'string' },
      out: { type: 'string' },
    },
  });
  const dist = join(REPO_ROOT, 'gateway', 'dist');
  const { renderNginxConfig } = await import(pathToFileURL(join(dist, 'render-nginx-config.js')).href);
  const { composeStaticRoots } = await import(pathToFileURL(join(dist, 'gateway-layout.js')).href);
  const { tileSourceFromUrl } = await import(pathToFileURL(join(dist, 'security-headers.js')).href);
  const config = renderEdgeConfig(
    { renderNginxConfig, composeStaticRoots },
    { port: Number(values.port), htmlRoot: values['html-root'], mapTileSource: tileSourceFromUrl(values['map-tile-url']) },
  );
  if (values.out) writeFileSync(values.out, config);
  else process.stdout.write(config);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();

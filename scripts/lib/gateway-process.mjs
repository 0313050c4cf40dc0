// The gateway step of a local run: nginx when it is installed (restarted by the supervisor when it dies),
// else the Node proxy driven by the same route table.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { followFile } from './follow-file.mjs';
import { mapTileSourceOf, prepareLanHttps } from './lan-https.mjs';
import { formatAccessLine } from './log-format.mjs';
import { endProcessGroup } from './process-registry.mjs';
import { exitCause } from './supervisor.mjs';
import { REPO_ROOT, repoPath } from './workspace.mjs';

/**
 * @typedef {object} GatewayContext
 * @property {number} portBase
 * @property {number} gatewayPort
 * @property {string} dataDir
 * @property {readonly string[]} games
 * @property {Record<string, string>} upstreams
 * @property {string} appConfigFile
 * @property {'auto' | 'nginx' | 'node' | undefined} choice
 * @property {boolean} https
 * @property {import('./log-format.mjs').AccessLogMode} accessLog
 * @property {(part: string, line: string) => void} log
 * @property {(cleanup: () => Promise<void>) => void} onStop
 * @property {ReturnType<typeof import('./supervisor.mjs').createSupervisor>} supervisor
 * @property {ReturnType<typeof import('./process-registry.mjs').createProcessRegistry>} registry
 * @property {() => boolean} isStopping
 */

/** @param {string} file */
const importGateway = (file) => import(pathToFileURL(repoPath(`gateway/dist/${file}`)).href);

/**
 * Starts the gateway; resolves with which one runs and the LAN addresses (HTTPS only).
 * @param {GatewayContext} context
 * @returns {Promise<{ gateway: 'nginx' | 'node', lanUrls: string[] }>}
 */
export async function startGateway(context) {
  const { findNginx } = await importGateway('nginx-process.js');
  const { localStaticRoots } = await importGateway('gateway-layout.js');
  const staticRoots = localStaticRoots(REPO_ROOT, context.appConfigFile);
  const mapTileSource = await mapTileSourceOf(context.appConfigFile);
  const lanHttps = context.https ? await prepareLanHttps(context.dataDir, context.portBase) : null;
  if (lanHttps?.created) context.log('gateway', `已生成局域网 HTTPS 证书：${lanHttps.certificateFile}`);
  const nginxBinary = context.choice === 'node' ? null : findNginx();
  if (context.choice === 'nginx' && !nginxBinary) throw new Error('GATEWAY=nginx，但 PATH 上没有 nginx（apt-get install nginx）');
  const routes = { staticRoots, mapTileSource, lanHttps };
  if (nginxBinary) await startNginxGateway(nginxBinary, routes, context);
  else await startNodeGateway(routes, context);
  return { gateway: nginxBinary ? 'nginx' : 'node', lanUrls: lanHttps?.urls ?? [] };
}

/**
 * @typedef {{ staticRoots: unknown, mapTileSource: unknown, lanHttps: Awaited<ReturnType<typeof prepareLanHttps>> | null }} GatewayRoutes
 */

/** @param {string} binary @param {GatewayRoutes} routes @param {GatewayContext} context */
async function startNginxGateway(binary, routes, context) {
  const { brotliStaticModuleOf, nginxVersionOf, startNginx } = await importGateway('nginx-process.js');
  const { renderNginxConfig } = await importGateway('render-nginx-config.js');
  const prefixDir = join(context.dataDir, 'nginx');
  mkdirSync(prefixDir, { recursive: true });
  const stopFollowing = followFile(join(prefixDir, 'access.log'), (line) => {
    const text = formatAccessLine(line, context.accessLog);
    if (text) context.log('gateway', text);
  });
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const { lanHttps } = routes;
  const config = renderNginxConfig({
    mode: 'local',
    listenPort: context.gatewayPort,
    enabledGames: context.games,
    upstreams: context.upstreams,
    staticRoots: routes.staticRoots,
    mapTileSource: routes.mapTileSource,
    nginxVersion: nginxVersionOf(binary),
    brotliStaticModule: brotliStaticModuleOf(binary),
    ...(lanHttps ? { tls: { certificateFile: lanHttps.certificateFile, keyFile: lanHttps.keyFile, hsts: false } } : {}),
    // Workers of a root master would run as nobody, who may not read a checkout under /root.
    ...(isRoot ? { user: 'root' } : {}),
  });
  const launch = async () => {
    const started = await startNginx({
      binary,
      prefixDir,
      config,
      port: context.gatewayPort,
      onOutput: (/** @type {string} */ line) => context.log('gateway', line),
    });
    context.registry.record('gateway', started.child.pid, prefixDir, { group: true });
    started.child.once('exit', (/** @type {number | null} */ code, /** @type {NodeJS.Signals | null} */ signal) => {
      if (context.isStopping() || started !== running) return;
      context.supervisor.partExited('gateway', {
        cause: exitCause(code, signal),
        effect: '首页和所有游戏暂时打不开',
        restart: async () => {
          await endProcessGroup(started.child.pid);
          running = await launch();
        },
      });
    });
    return started;
  };
  let running = await launch();
  context.onStop(async () => {
    await running.stop();
    stopFollowing();
  });
  context.log('gateway', `nginx（配置：${join(prefixDir, 'nginx.conf')}）`);
}

/** @param {GatewayRoutes} routes @param {GatewayContext} context */
async function startNodeGateway(routes, context) {
  const { startNodeProxy } = await importGateway('node-proxy.js');
  const { lanHttps } = routes;
  const proxy = await startNodeProxy({
    port: context.gatewayPort,
    enabledGames: context.games,
    upstreams: context.upstreams,
    staticRoots: routes.staticRoots,
    mapTileSource: routes.mapTileSource,
    ...(lanHttps ? { tls: { certificate: lanHttps.certificate, key: lanHttps.key, hsts: false } } : {}),
    log: (/** @type {string} */ line) => {
      const text = formatAccessLine(line, context.accessLog);
      if (text) context.log('gateway', text);
    },
  });
  context.onStop(() => proxy.close());
  context.log(
    'gateway',
    context.choice === 'node'
      ? 'GATEWAY=node：使用同一路由清单驱动的 Node 代理'
      : 'PATH 上没有 nginx：使用同一路由清单驱动的 Node 代理（安装 nginx 后自动改用 nginx）',
  );
}

import { mkdtempSync, rmSync, chmodSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brotliStaticModuleOf, findNginx, nginxVersionOf, startNginx, testNginxConfig } from '../src/nginx-process.js';
import { renderNginxConfig } from '../src/render-nginx-config.js';
import { composeStaticRoots, localStaticRoots } from '../src/gateway-layout.js';
import { describeEdgeBehaviour } from './edge-behaviour.js';
import { describeGatewayBehaviour, type StartGateway } from './gateway-behaviour.js';
import { describeHttpsEdgeBehaviour } from './https-edge-behaviour.js';
import { describePasswordRequestLimit } from './password-limit-behaviour.js';
import { describeCallerWriteLimit } from './caller-write-limit-behaviour.js';
import { freePort, loopbackUpstreams } from './fake-upstreams.js';

const nginx = findNginx();

function prefixDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'citygames-nginx-'));
  chmodSync(dir, 0o755);
  return dir;
}

describe('nginx on this machine', () => {
  it('is installed (CI installs it; locally the Node proxy takes its place)', () => {
    if (!nginx && !process.env.CI) {
      console.warn('nginx 不在 PATH 上：跳过真实 nginx 的检查（CI 中会安装 nginx，这里缺失会失败）');
      return;
    }
    expect(nginx, 'nginx is missing: .ci/run installs it with apt-get').not.toBeNull();
  });

  it("can load ngx_brotli's static module (CI installs libnginx-mod-http-brotli-static; without it the gateway sends gzip)", () => {
    if (!nginx || (!brotliStaticModuleOf(nginx) && !process.env.CI)) {
      console.warn('nginx 没有 brotli 静态模块：网关改发 gzip（CI 中会安装 libnginx-mod-http-brotli-static，这里缺失会失败）');
      return;
    }
    expect(brotliStaticModuleOf(nginx)).toMatch(/ngx_http_brotli_static_module\.so$/);
  });
});

describe.runIf(nginx)('generated configs pass `nginx -t`', () => {
  it('local mode, every game on', () => {
    const dir = prefixDir();
    try {
      const config = renderNginxConfig({
        mode: 'local',
        listenPort: 18999,
        upstreams: loopbackUpstreams(19020),
        staticRoots: localStaticRoots('/repo', join(dir, 'app-config.json')),
      });
      const result = testNginxConfig(nginx!, dir, config);
      expect(result.output).toContain('test is successful');
      expect(result.ok).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('local mode with one game, and compose mode (service names that do not resolve here)', () => {
    for (const config of [
      renderNginxConfig({
        mode: 'local',
        listenPort: 18998,
        upstreams: loopbackUpstreams(19020),
        enabledGames: ['fanhua'],
        staticRoots: localStaticRoots('/repo', '/tmp/app-config.json'),
      }),
      renderNginxConfig({ mode: 'compose', listenPort: 18997, staticRoots: composeStaticRoots(), nginxVersion: nginxVersionOf(nginx!) }),
    ]) {
      const dir = prefixDir();
      try {
        // Runtime files under the test's folder; /dev/stdout cannot be opened on the socket pair vitest gives a child.
        const here = config
          .replace(/^pid .*$/m, `pid ${dir}/nginx.pid;`)
          .replace(/\/tmp\/nginx-/g, `${dir}/`)
          .replace('access_log /dev/stdout', `access_log ${dir}/access.log`);
        const result = testNginxConfig(nginx!, dir, here);
        expect(result.output).toContain('test is successful');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
  });
});

if (nginx) {
  const brotliStaticModule = brotliStaticModuleOf(nginx);
  const startLocalNginx: StartGateway = async ({ upstreams, staticRoots, enabledGames, mapTileSource, passwordRequestLimit, callerWriteLimit }) => {
    const dir = prefixDir();
    const port = await freePort();
    const config = renderNginxConfig({
      mode: 'local',
      listenPort: port,
      upstreams,
      staticRoots,
      enabledGames,
      mapTileSource: mapTileSource ?? null,
      passwordRequestLimit,
      callerWriteLimit,
      accessLog: 'off',
      nginxVersion: nginxVersionOf(nginx),
      brotliStaticModule,
    });
    const running = await startNginx({ binary: nginx, prefixDir: dir, config, port });
    return {
      url: `http://127.0.0.1:${port}`,
      servesBrotli: brotliStaticModule !== null,
      stop: async () => {
        await running.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  };
  describeGatewayBehaviour('nginx with the generated local config', startLocalNginx);
  describeEdgeBehaviour('nginx with the generated local config', startLocalNginx);
  describePasswordRequestLimit('nginx with the generated local config', startLocalNginx);
  describeCallerWriteLimit('nginx with the generated local config', startLocalNginx);
  describeHttpsEdgeBehaviour('nginx with the generated local config', async ({ upstreams, staticRoots, certificate, key, hsts }) => {
    const dir = prefixDir();
    const port = await freePort();
    writeFileSync(join(dir, 'fullchain.pem'), certificate);
    writeFileSync(join(dir, 'privkey.pem'), key);
    const config = renderNginxConfig({
      mode: 'local',
      listenPort: port,
      upstreams,
      staticRoots,
      accessLog: 'off',
      nginxVersion: nginxVersionOf(nginx),
      tls: { certificateFile: join(dir, 'fullchain.pem'), keyFile: join(dir, 'privkey.pem'), hsts },
    });
    const running = await startNginx({ binary: nginx, prefixDir: dir, config, port });
    return {
      url: `https://127.0.0.1:${port}`,
      port,
      stop: async () => {
        await running.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  });
}

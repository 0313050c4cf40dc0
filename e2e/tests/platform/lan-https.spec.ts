import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { localStaticRoots, type UpstreamAddresses } from '@citygames/gateway/gateway-layout';
import { ensureLanCertificate, lanAddresses } from '@citygames/gateway/lan-certificate';
import { findNginx, nginxVersionOf, startNginx } from '@citygames/gateway/nginx-process';
import { startNodeProxy } from '@citygames/gateway/node-proxy';
import { renderNginxConfig } from '@citygames/gateway/render-nginx-config';
import { screenshot } from '../../support/screenshots';

/**
 * HTTPS=1 npm start, as a phone on the same network sees it: the gateway with the generated LAN
 * certificate in front of the running platform's services, opened by the machine's LAN address
 * (not localhost, which browsers treat as secure even over plain HTTP).
 */
const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const portBase = Number(process.env.E2E_PORT_BASE ?? 18080);
const httpsPort = portBase + 40;
const host = lanAddresses()[0] ?? '127.0.0.1';
const AREA_1 = { latitude: 31.320488, longitude: 121.465879 };

let stopGateway: () => Promise<void> = async () => {};
let dir = '';

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'citygames-lan-https-'));
  const certificate = await ensureLanCertificate(join(dir, 'tls'));
  const staticRoots = localStaticRoots(REPO_ROOT, join(REPO_ROOT, 'shell', 'dist', 'app-config.json'));
  // The addresses `npm run e2e` started the services at (scripts/lib/service-addresses.mjs).
  const upstreams = JSON.parse(process.env.E2E_UPSTREAMS ?? '{}') as UpstreamAddresses;
  const nginx = findNginx();
  if (nginx) {
    const config = renderNginxConfig({
      mode: 'local',
      listenPort: httpsPort,
      staticRoots,
      upstreams,
      accessLog: 'off',
      nginxVersion: nginxVersionOf(nginx),
      tls: { certificateFile: certificate.certificateFile, keyFile: certificate.keyFile, hsts: false },
    });
    const running = await startNginx({ binary: nginx, prefixDir: join(dir, 'nginx'), config, port: httpsPort });
    stopGateway = running.stop;
  } else {
    const proxy = await startNodeProxy({
      port: httpsPort,
      staticRoots,
      upstreams,
      log: () => {},
      tls: { certificate: certificate.certificate, key: certificate.key, hsts: false },
    });
    stopGateway = proxy.close;
  }
});

test.afterAll(async () => {
  await stopGateway();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('over the LAN certificate the site is a secure context and geolocation works', async ({ browser }) => {
  const context = await browser.newContext({
    ignoreHTTPSErrors: true,
    geolocation: AREA_1,
    permissions: ['geolocation'],
    viewport: { width: 390, height: 844 },
    locale: 'zh-CN',
  });
  const page = await context.newPage();
  const base = `https://${host}:${httpsPort}`;
  const answer = await page.goto(`${base}/fanhua/auth`);
  expect(answer?.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
  await expect(page.getByRole('heading', { name: /繁华废土/ }).first()).toBeVisible();
  expect(await page.evaluate(() => window.isSecureContext)).toBe(true);
  const position = await page.evaluate(
    () =>
      new Promise<{ latitude: number; longitude: number }>((resolve, reject) =>
        navigator.geolocation.getCurrentPosition(
          (fix) => resolve({ latitude: fix.coords.latitude, longitude: fix.coords.longitude }),
          (error) => reject(new Error(error.message)),
          { timeout: 5000 },
        ),
      ),
  );
  expect(position).toEqual(AREA_1);
  await screenshot(page, 'platform-lan-https-fanhua');
  await context.close();
});

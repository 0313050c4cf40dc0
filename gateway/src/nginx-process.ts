import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The nginx binary on PATH (or NGINX_BIN), or null when there is none. */
export function findNginx(): string | null {
  const candidate = process.env.NGINX_BIN ?? 'nginx';
  const probe = spawnSync(candidate, ['-v'], { stdio: 'ignore' });
  if (!probe.error && probe.status === 0) return candidate;
  // Debian installs it in /usr/sbin, which is not on every user's PATH.
  if (!process.env.NGINX_BIN) {
    const sbin = spawnSync('/usr/sbin/nginx', ['-v'], { stdio: 'ignore' });
    if (!sbin.error && sbin.status === 0) return '/usr/sbin/nginx';
  }
  return null;
}

/** The version an nginx binary reports (`nginx -v` prints `nginx version: nginx/1.22.1` on stderr). */
export function nginxVersionOf(binary: string): string {
  const result = spawnSync(binary, ['-v'], { encoding: 'utf8' });
  const match = /nginx\/(\d+\.\d+\.\d+)/.exec(`${result.stdout ?? ''}${result.stderr ?? ''}`);
  if (!match?.[1]) throw new Error(`${binary} -v 没有打印版本号`);
  return match[1];
}

/** Where distributions install ngx_brotli's static module (Debian and Alpine: libnginx-mod-http-brotli-static, nginx-mod-http-brotli). */
const BROTLI_STATIC_MODULES = ['/usr/lib/nginx/modules/ngx_http_brotli_static_module.so', '/usr/lib64/nginx/modules/ngx_http_brotli_static_module.so'];

/**
 * The brotli static module this nginx can load (NGINX_BROTLI_MODULE, or a distribution's), or null. A module built
 * for another nginx would stop the gateway from starting, so it is tried with `nginx -t` first.
 */
export function brotliStaticModuleOf(binary: string): string | null {
  const candidates = process.env.NGINX_BROTLI_MODULE ? [process.env.NGINX_BROTLI_MODULE] : BROTLI_STATIC_MODULES;
  const found = candidates.find((path) => existsSync(path));
  if (!found) return null;
  const probeDir = mkdtempSync(join(tmpdir(), 'citygames-nginx-brotli-'));
  try {
    const probe = testNginxConfig(binary, probeDir, `load_module ${found};\nerror_log stderr;\npid nginx.pid;\nevents {}\nhttp {\n  brotli_static on;\n}\n`);
    return probe.ok ? found : null;
  } finally {
    rmSync(probeDir, { recursive: true, force: true });
  }
}

export interface NginxTestResult {
  ok: boolean;
  output: string;
}

/** Writes the config into prefixDir and runs `nginx -t` on it. */
export function testNginxConfig(binary: string, prefixDir: string, config: string): NginxTestResult {
  const configFile = writeConfig(prefixDir, config);
  const result = spawnSync(binary, ['-p', `${prefixDir}/`, '-c', configFile, '-e', 'stderr', '-t'], { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout ?? ''}${result.stderr ?? ''}`.trim() };
}

function writeConfig(prefixDir: string, config: string): string {
  mkdirSync(prefixDir, { recursive: true });
  const configFile = join(prefixDir, 'nginx.conf');
  writeFileSync(configFile, config);
  return configFile;
}

export interface RunningNginx {
  child: ChildProcess;
  stop(): Promise<void>;
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts nginx in the foreground with its own prefix (pid and temp files inside prefixDir) and
 * resolves once it accepts connections on `port`.
 */
export async function startNginx(options: {
  binary: string;
  prefixDir: string;
  config: string;
  port: number;
  onOutput?: (line: string, stream: 'stdout' | 'stderr') => void;
}): Promise<RunningNginx> {
  const configFile = writeConfig(options.prefixDir, options.config);
  // Its own process group: if the master is killed, its orphaned workers keep the port, and the group
  // (`process.kill(-pid)`) is how a supervisor ends them before starting nginx again.
  const child = spawn(options.binary, ['-p', `${options.prefixDir}/`, '-c', configFile, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  let errorOutput = '';
  for (const stream of ['stdout', 'stderr'] as const) {
    let pending = '';
    child[stream].setEncoding('utf8');
    child[stream].on('data', (chunk: string) => {
      if (stream === 'stderr') errorOutput = (errorOutput + chunk).slice(-4000);
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line) options.onOutput?.(line, stream);
    });
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM'); // fast shutdown: open event streams would hold a graceful one
      setTimeout(() => child.kill('SIGKILL'), 5000).unref();
    });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx 启动失败：${errorOutput.trim()}`);
    if (await portAnswers(options.port)) return { child, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`nginx 在 10 秒内没有监听端口 ${options.port}：${errorOutput.trim()}`);
}

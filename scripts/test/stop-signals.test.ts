import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const STOP_SIGNALS_MODULE = new URL('../lib/stop-signals.mjs', import.meta.url).href;

/** A runner in a process group of its own (as in a terminal) whose stop prints the signal and exits. */
const RUNNER = `
import { handleStopSignals } from ${JSON.stringify(STOP_SIGNALS_MODULE)};
handleStopSignals({ part: 'runner', stop: async (signal) => { console.log('stop ' + signal); process.exit(0); } });
console.log('ready');
setInterval(() => {}, 1000);
`;

function runUntilSignalled(signal: NodeJS.Signals): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', RUNNER], {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    });
    let output = '';
    let signalled = false;
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    const onData = (chunk: string) => {
      output += chunk;
      if (!signalled && output.includes('ready')) {
        signalled = true;
        // Ctrl-C and a closed terminal reach the whole foreground group
        process.kill(-(child.pid as number), signal);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('the stop signals of npm start and npm run dev', () => {
  it.each(['SIGINT', 'SIGTERM', 'SIGHUP'] as const)('%s asks for one orderly stop and says so', async (signal) => {
    const { code, output } = await runUntilSignalled(signal);
    expect(output).toContain(`收到 ${signal}，正在停止所有进程…`);
    expect(output.match(/^stop /gm)).toEqual(['stop ']);
    expect(output).toContain(`stop ${signal}`);
    expect(code).toBe(0);
  });
});

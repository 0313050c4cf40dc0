// How a local run is asked to stop: Ctrl-C (SIGINT to the terminal's whole foreground process group),
// SIGTERM (`kill`, a service manager) and a closed terminal (SIGHUP) all mean one orderly stop. The
// parts run in process groups of their own (platform.mjs), so only the runner receives these and it
// stops them in order: gateway and services, then the final snapshot, then the database.
import { printLine } from './processes.mjs';

export const STOP_SIGNALS = /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP']);

/** `timeout`, npm and some supervisors signal the process and then its group: one stop request, not two. */
const REPEAT_WINDOW_MS = 1500;

/**
 * Calls `stop` once on the first stop signal; a second signal after the repeat window exits at once.
 * @param {{ part: string, stop: (signal: NodeJS.Signals) => Promise<void>, log?: (part: string, line: string) => void }} options
 * @returns {{ requested: () => boolean }} whether a stop has been asked for
 */
export function handleStopSignals({ part, stop, log = printLine }) {
  let requestedAt = 0;
  const onSignal = (/** @type {NodeJS.Signals} */ signal) => {
    if (requestedAt && Date.now() - requestedAt < REPEAT_WINDOW_MS) return;
    if (requestedAt) {
      log(part, '再次收到中断：强制退出');
      process.exit(130);
    }
    requestedAt = Date.now();
    log(part, `收到 ${signal}，正在停止所有进程…`);
    void stop(signal);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, onSignal);
  return { requested: () => requestedAt > 0 };
}

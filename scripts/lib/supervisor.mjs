// Brings a crashed part of the local run back: one Chinese line when it exits (with the cause and what
// players notice meanwhile), restarts with back-off (1, 2, 4 … at most 30 s), one line when it is back.

const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
/** A part that stayed up this long starts again from the shortest back-off after its next crash. */
const STABLE_AFTER_MS = 60_000;

/**
 * @typedef {object} ExitReport
 * @property {string} cause e.g. "被信号 SIGKILL 终止" or "退出码 1：<last log line>"
 * @property {string} effect what players notice until it is back
 * @property {() => Promise<void>} restart starts the part again; rejects when that failed
 */

/**
 * @param {{ log: (part: string, line: string) => void, isStopping: () => boolean, firstDelayMs?: number }} options
 */
export function createSupervisor({ log, isStopping, firstDelayMs = FIRST_DELAY_MS }) {
  /** @type {Map<string, { restarting: boolean, delayMs: number, upSince: number, restarts: number }>} */
  const parts = new Map();

  /** @param {string} part @param {ExitReport} report */
  function partExited(part, report) {
    if (isStopping()) return;
    const state = parts.get(part) ?? { restarting: false, delayMs: firstDelayMs, upSince: 0, restarts: 0 };
    parts.set(part, state);
    if (state.restarting) return;
    if (Date.now() - state.upSince > STABLE_AFTER_MS) state.delayMs = firstDelayMs;
    state.restarting = true;
    log(part, `意外退出（${report.cause}）：${report.effect}；${seconds(state.delayMs)} 秒后自动重启`);
    const attempt = () => {
      setTimeout(async () => {
        if (isStopping()) return;
        try {
          await report.restart();
          state.restarts += 1;
          state.upSince = Date.now();
          state.restarting = false;
          state.delayMs = Math.min(state.delayMs * 2, MAX_DELAY_MS);
          log(part, `已重启并恢复（本次运行第 ${state.restarts} 次重启）`);
        } catch (error) {
          if (isStopping()) return;
          state.delayMs = Math.min(state.delayMs * 2, MAX_DELAY_MS);
          log(part, `重启失败（${firstLine(error)}）：${seconds(state.delayMs)} 秒后再试`);
          attempt();
        }
      }, state.delayMs);
    };
    attempt();
  }

  return { partExited };
}

/** @param {number} ms */
function seconds(ms) {
  return String(Math.round(ms / 100) / 10);
}

/** @param {unknown} error */
function firstLine(error) {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 200) ?? '';
}

/**
 * The cause of a child's exit in Chinese, with its last log line when it ended by itself.
 * @param {number | null} code @param {NodeJS.Signals | null} signal @param {string} [lastLine]
 */
export function exitCause(code, signal, lastLine) {
  if (signal) return `被信号 ${signal} 终止`;
  return lastLine ? `退出码 ${code}，最后一行日志：${lastLine.slice(0, 160)}` : `退出码 ${code}`;
}

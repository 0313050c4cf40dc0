// A long step of `npm start` says what it is doing when it begins and, while it runs, how long it has taken.
import { printLine } from './processes.mjs';

/**
 * @template T
 * @param {string} part the prefix of the lines ('build', 'mongo', …)
 * @param {string} doing what the step does, in Chinese (「正在编译 Node 项目（tsc -b）」)
 * @param {() => Promise<T>} step
 * @param {number} [everyMs] how often the elapsed time is printed while the step runs
 * @returns {Promise<T>}
 */
export async function withProgress(part, doing, step, everyMs = 10_000) {
  const started = Date.now();
  printLine(part, `${doing}…`);
  const ticker = setInterval(() => printLine(part, `${doing}…（已 ${Math.round((Date.now() - started) / 1000)} 秒）`), everyMs);
  try {
    return await step();
  } finally {
    clearInterval(ticker);
  }
}

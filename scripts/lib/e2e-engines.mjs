// The engines `npm run e2e` runs the core journeys in besides Chromium (e2e/engines), and the Debian
// programs each one needs. The paths are the ones e2e/engines/support reads (same variables, same defaults).
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

export const ENGINES = /** @type {const} */ (['webkit', 'firefox']);

/**
 * E2E_ENGINES="webkit" → those engines; unset or empty → both; "none" → none; a typo is an error.
 * @param {string | undefined} value
 * @returns {Array<(typeof ENGINES)[number]>}
 */
export function parseEngines(value) {
  if (value === undefined || value.trim() === '') return [...ENGINES];
  if (value.trim() === 'none') return [];
  const names = value.split(/[\s,]+/).filter(Boolean);
  /** @type {readonly string[]} */
  const known = ENGINES;
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw new Error(`E2E_ENGINES 中有未知的引擎：${unknown.join(', ')}（可选：${ENGINES.join(', ')}、none）`);
  return ENGINES.filter((engine) => names.includes(engine));
}

/**
 * The programs an engine needs: an absolute path must exist, a bare name must be on PATH.
 * @param {(typeof ENGINES)[number]} engine
 * @param {NodeJS.ProcessEnv} env
 */
export function enginePrograms(engine, env = process.env) {
  if (engine === 'webkit') {
    return [
      env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver',
      env.WEBKIT_MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      'Xvfb',
    ];
  }
  return [env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'];
}

/**
 * @param {string} program
 * @param {NodeJS.ProcessEnv} env
 */
function isInstalled(program, env) {
  if (program.startsWith('/')) return existsSync(program);
  return (env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && existsSync(join(dir, program)));
}

/**
 * The programs of these engines that are not installed.
 * @param {ReadonlyArray<(typeof ENGINES)[number]>} engines
 * @param {NodeJS.ProcessEnv} env
 */
export function missingEnginePrograms(engines, env = process.env) {
  return engines.flatMap((engine) => enginePrograms(engine, env)).filter((program) => !isInstalled(program, env));
}

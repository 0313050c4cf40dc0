import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingEnginePrograms, parseEngines } from '../lib/e2e-engines.mjs';

describe('the engines of the cross-engine phase', () => {
  it('reads E2E_ENGINES: both by default, a subset in a fixed order, none, and refuses typos', () => {
    expect(parseEngines(undefined)).toEqual(['webkit', 'firefox']);
    expect(parseEngines(' ')).toEqual(['webkit', 'firefox']);
    expect(parseEngines('firefox webkit')).toEqual(['webkit', 'firefox']);
    expect(parseEngines('firefox')).toEqual(['firefox']);
    expect(parseEngines('none')).toEqual([]);
    expect(() => parseEngines('safari')).toThrow('E2E_ENGINES 中有未知的引擎：safari');
  });

  it('names each missing program: absolute paths must exist, bare names must be on PATH', () => {
    const bin = mkdtempSync(join(tmpdir(), 'engines-'));
    const driver = join(bin, 'WebKitWebDriver');
    writeFileSync(driver, '');
    const env = { PATH: bin, WEBKIT_DRIVER_PATH: driver, WEBKIT_MINIBROWSER_PATH: join(bin, 'MiniBrowser'), FIREFOX_PATH: join(bin, 'firefox-esr') };
    expect(missingEnginePrograms(['webkit', 'firefox'], env)).toEqual([join(bin, 'MiniBrowser'), 'Xvfb', join(bin, 'firefox-esr')]);
    writeFileSync(join(bin, 'Xvfb'), '');
    expect(missingEnginePrograms(['webkit'], env)).toEqual([join(bin, 'MiniBrowser')]);
    expect(missingEnginePrograms([], env)).toEqual([]);
  });
});

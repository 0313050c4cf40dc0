import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack, type Stats } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import type { ManifestPreloads } from '@citygames/contracts/common/screen-preloads';
import { createAppConfig } from './create-app-config.js';
import { pilotshAppOptions } from './testing/pilotsh-app-options.js';

describe('ScreenPreloadsPlugin', () => {
  it("adds each declared screen's files and data to the remote's manifest", async () => {
    const outputDir = mkdtempSync(path.join(tmpdir(), 'screen-preloads-'));
    try {
      const config = createAppConfig({
        ...pilotshAppOptions,
        screens: { tasks: { chunks: ['guarded-area', 'tab-submit'], data: ['/api/pilotsh/area/current'] } },
      })({}, {});
      const stats = await new Promise<Stats | undefined>((resolve, reject) =>
        rspack({ ...config, output: { ...config.output, path: outputDir } }, (error, result) => (error ? reject(error) : resolve(result))),
      );
      expect(stats?.hasErrors()).toBe(false);
      const manifest = JSON.parse(readFileSync(path.join(outputDir, 'mf-manifest.json'), 'utf8')) as ManifestPreloads;
      const preloads = manifest.citygamesPreloads!;
      expect(preloads.entry.js[0]).toBe('remoteEntry.js');
      expect(preloads.entry.js.some((file) => file.includes('__federation_expose_App'))).toBe(true);
      const tasks = preloads.screens.tasks!;
      for (const name of ['guarded-area', 'tab-submit']) expect(tasks.js.some((file) => file.includes(`/${name}.`))).toBe(true);
      expect(tasks.data).toEqual(['/api/pilotsh/area/current']);
      for (const file of [...preloads.entry.js, ...preloads.entry.css, ...tasks.js, ...tasks.css]) expect(existsSync(path.join(outputDir, file))).toBe(true);
    } finally {
      rmSync(outputDir, { recursive: true, force: true });
    }
  }, 60_000);
});

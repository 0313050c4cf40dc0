import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rspack, type Stats } from '@rspack/core';
import { describe, expect, it } from 'vitest';
import { createAppConfig } from './create-app-config.js';
import { ON_DEMAND_FILES, type OnDemandFiles } from './on-demand-chunks-plugin.js';
import { pilotshAppOptions } from './testing/pilotsh-app-options.js';

describe('OnDemandChunksPlugin', () => {
  it('lists the files only the named lazy layers need, never a file the entry or another layer loads', async () => {
    const outputDir = mkdtempSync(path.join(tmpdir(), 'on-demand-chunks-'));
    try {
      const config = createAppConfig({ ...pilotshAppOptions, onDemandChunks: ['admin'] })({}, {});
      const stats = await new Promise<Stats | undefined>((resolve, reject) =>
        rspack({ ...config, output: { ...config.output, path: outputDir } }, (error, result) => (error ? reject(error) : resolve(result))),
      );
      expect(stats?.hasErrors()).toBe(false);
      const { files } = JSON.parse(readFileSync(path.join(outputDir, ON_DEMAND_FILES), 'utf8')) as OnDemandFiles;
      expect(files.some((file) => file.includes('/admin.') && file.endsWith('.js'))).toBe(true);
      for (const file of files) expect(existsSync(path.join(outputDir, file))).toBe(true);

      const json = stats!.toJson({ all: false, chunkGroups: true, assets: false });
      const elsewhere = Object.entries({ ...json.namedChunkGroups, ...json.entrypoints })
        .filter(([name]) => name !== 'admin')
        .flatMap(([, group]) => (group.assets ?? []).map((asset) => asset.name));
      expect(files.filter((file) => elsewhere.includes(file))).toEqual([]);
    } finally {
      rmSync(outputDir, { recursive: true, force: true });
    }
  }, 60_000);
});

// The offline shell's service worker: bundled from shell/src/service-worker/ with rspack, then
// Workbox's injectManifest writes into it the precache list of one deployment: the shell's files and
// every game's remote (its federated manifest, remoteEntry.js, hashed chunks and styles), each
// under the URL the gateway serves it at. Run after the rspack builds (it reads their dist/ folders).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { getManifest, injectManifest } from 'workbox-build';
import { GAMES, repoPath } from './workspace.mjs';

export const SERVICE_WORKER_FILE = 'shell/dist/sw.js';

/** Files whose name carries their content hash: the URL itself is the revision. */
const HASHED = /[.-][0-9a-f]{8,}\.(?:js|css|png|svg|woff2?)$/;
const COMMON = {
  dontCacheBustURLsMatching: HASHED,
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  globIgnores: ['**/*.map', '**/*.LICENSE.txt', '**/mf-stats.json', '**/.gitkeep'],
};

/** @param {string} outDir */
async function bundleWorker(outDir) {
  const compiler = rspack({
    mode: 'production',
    target: 'webworker',
    context: repoPath('shell'),
    entry: { sw: './src/service-worker/service-worker.ts' },
    output: { path: outDir, filename: 'sw.js' },
    resolve: { extensions: ['.ts', '.js'] },
    devtool: false,
    module: {
      rules: [{ test: /\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' } } }, type: 'javascript/auto' }],
    },
  });
  await new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
      else resolve(undefined);
    }),
  );
}

/** The precache entries of one game's remote, under /remotes/<game>/. @param {string} game */
async function remoteEntries(game) {
  const { manifestEntries, warnings } = await getManifest({
    ...COMMON,
    globDirectory: repoPath(`mf-${game}/dist`),
    globPatterns: ['**/*.{js,css,json,png,svg,woff2}'],
    modifyURLPrefix: { '': `/remotes/${game}/` },
  });
  if (warnings.length) throw new Error(warnings.join('\n'));
  return manifestEntries;
}

/**
 * The shell's files players never load (the organiser's console and its print view), as the shell's build listed them
 * (build-kit on-demand-chunks-plugin.ts): left out of the precache, loaded from the network when opened.
 */
function onDemandShellFiles() {
  const listed = repoPath('shell/dist/on-demand-files.json');
  if (!existsSync(listed)) return [];
  return /** @type {{ files: string[] }} */ (JSON.parse(readFileSync(listed, 'utf8'))).files;
}

/** Builds shell/dist/sw.js; returns how many files it precaches and their total size. */
export async function buildServiceWorker() {
  const missing = ['shell', ...GAMES.map((game) => `mf-${game}`)].filter((dir) => !existsSync(repoPath(`${dir}/dist`)));
  if (missing.length) throw new Error(`service worker 需要先构建：${missing.join('、')}`);
  const tempDir = mkdtempSync(join(tmpdir(), 'citygames-sw-'));
  try {
    await bundleWorker(tempDir);
    const additionalManifestEntries = (await Promise.all(GAMES.map(remoteEntries))).flat();
    const { count, size, warnings } = await injectManifest({
      ...COMMON,
      swSrc: join(tempDir, 'sw.js'),
      swDest: repoPath(SERVICE_WORKER_FILE),
      globDirectory: repoPath('shell/dist'),
      globPatterns: ['**/*.{html,js,css,png,svg,webmanifest}'],
      globIgnores: [...COMMON.globIgnores, 'sw.js', 'app-config.json', 'on-demand-files.json', ...onDemandShellFiles()],
      additionalManifestEntries,
    });
    if (warnings.length) throw new Error(warnings.join('\n'));
    return { count, size };
  } finally {
    rmSync(tempDir, { recursive: true, force: true });
  }
}

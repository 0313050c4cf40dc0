import type { Compilation, Compiler } from '@rspack/core';
import type { ManifestPreloads, ScreenAssets, ScreenPreloads } from '@citygames/contracts/common/screen-preloads';

/** A screen of a remote as its rspack config declares it. */
export interface ScreenDeclaration {
  /** webpackChunkName of each lazy layer the screen renders first (`import(/* webpackChunkName: "x" *\/ …)`). */
  chunks: string[];
  /** GET requests the screen makes as it opens (absolute paths), started early with the game's token. */
  data?: string[];
}

const MANIFEST_FILE = 'mf-manifest.json';
/** The chunk group Module Federation gives an exposed module (`./App` → `__federation_expose_App`). */
const EXPOSE_GROUP_PREFIX = '__federation_expose_';
const REMOTE_ENTRY_FILE = 'remoteEntry.js';

function assetsOf(compilation: Compilation, groupName: string): ScreenAssets {
  const group = compilation.namedChunkGroups.get(groupName);
  if (!group) throw new Error(`${MANIFEST_FILE}: no chunk named "${groupName}" (is the import's webpackChunkName spelled the same?)`);
  const files = group.getFiles().filter((file) => !file.endsWith('.map') && !file.includes('.hot-update.'));
  return { js: files.filter((file) => file.endsWith('.js')), css: files.filter((file) => file.endsWith('.css')) };
}

function preloadsOf(compilation: Compilation, screens: Readonly<Record<string, ScreenDeclaration>>): ScreenPreloads {
  const exposed = [...compilation.namedChunkGroups.keys()].filter((name) => name.startsWith(EXPOSE_GROUP_PREFIX)).map((name) => assetsOf(compilation, name));
  const entry: ScreenAssets = { js: [REMOTE_ENTRY_FILE, ...exposed.flatMap((assets) => assets.js)], css: exposed.flatMap((assets) => assets.css) };
  const byPath: ScreenPreloads['screens'] = {};
  for (const [path, declaration] of Object.entries(screens)) {
    const layers = declaration.chunks.map((name) => assetsOf(compilation, name));
    byPath[path] = {
      js: [...new Set(layers.flatMap((assets) => assets.js))],
      css: [...new Set(layers.flatMap((assets) => assets.css))],
      data: declaration.data ?? [],
    };
  }
  return { entry, screens: byPath };
}

/**
 * Adds the remote's preloads (see `ScreenPreloads`) to its `mf-manifest.json`: the entry files and, for each
 * declared screen, the files of its lazy layers and the data it asks for first. The shell's early script reads
 * the manifest anyway (it hands it on to the federation runtime), so this costs no request of its own.
 */
export class ScreenPreloadsPlugin {
  constructor(private readonly screens: Readonly<Record<string, ScreenDeclaration>>) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(ScreenPreloadsPlugin.name, (compilation) => {
      // the federation plugin has written the manifest by this stage
      compilation.hooks.processAssets.tap({ name: ScreenPreloadsPlugin.name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const asset = compilation.getAsset(MANIFEST_FILE);
        if (!asset) throw new Error(`${MANIFEST_FILE} is missing: the federation plugin writes it (manifest: true)`);
        const manifest = JSON.parse(asset.source.source().toString()) as Record<string, unknown>;
        const withPreloads: ManifestPreloads = { citygamesPreloads: preloadsOf(compilation, this.screens) };
        compilation.updateAsset(MANIFEST_FILE, new RawSource(JSON.stringify({ ...manifest, ...withPreloads }, null, 2)));
      });
    });
  }
}

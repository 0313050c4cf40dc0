import type { Compilation, Compiler } from '@rspack/core';

/** What the service worker leaves out of its precache: files players never load (see OnDemandChunksPlugin). */
export const ON_DEMAND_FILES = 'on-demand-files.json';

export interface OnDemandFiles {
  /** Output paths, relative to the build's output folder. */
  files: string[];
}

function filesOf(compilation: Compilation, groupName: string): string[] {
  const group = compilation.namedChunkGroups.get(groupName);
  if (!group) throw new Error(`${ON_DEMAND_FILES}: no chunk named "${groupName}" (is the import's webpackChunkName spelled the same?)`);
  return group.getFiles();
}

/**
 * Writes `on-demand-files.json`: the files of the named lazy layers (`import(/* webpackChunkName: "x" *\/ …)`) that no
 * other chunk group needs, such as the organiser's console on the players' site. The service-worker build leaves them
 * out of the precache, so a phone does not download the console's editor to play; they still load, from the network,
 * when somebody opens them.
 */
export class OnDemandChunksPlugin {
  constructor(private readonly groups: readonly string[]) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap(OnDemandChunksPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap({ name: OnDemandChunksPlugin.name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const onDemand = new Set(this.groups.flatMap((name) => filesOf(compilation, name)));
        for (const group of compilation.chunkGroups) {
          if (group.name !== null && group.name !== undefined && this.groups.includes(group.name)) continue;
          for (const file of group.getFiles()) onDemand.delete(file);
        }
        const listed: OnDemandFiles = { files: [...onDemand].filter((file) => !file.endsWith('.map')).sort() };
        compilation.emitAsset(ON_DEMAND_FILES, new RawSource(JSON.stringify(listed, null, 2)));
      });
    });
  }
}

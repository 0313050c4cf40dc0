/**
 * What a remote needs first, written by its build into its `mf-manifest.json` and read by the shell's early
 * script before the shell's bundle has arrived, so a phone asks for all of it at once instead of one layer
 * after another (each layer is a round trip on a mobile network).
 */
export interface ScreenPreloads {
  /** Always needed on any of the remote's pages: remoteEntry.js and the exposed `./App`'s own files. */
  entry: ScreenAssets;
  /** By path below the game's base (`tasks`, `area`): the lazy layers the screen renders first. */
  screens: Record<string, ScreenPreload>;
}

export interface ScreenAssets {
  /** Script and style files, relative to the folder the manifest was served from (the remote's public path). */
  js: string[];
  css: string[];
}

export interface ScreenPreload extends ScreenAssets {
  /** GET requests (absolute paths, e.g. `/api/pilotsh/area/current`) the screen makes as it opens, with the game's token. */
  data: string[];
}

/** What the remote's build adds to its `mf-manifest.json` (the federation runtime ignores the key). */
export interface ManifestPreloads {
  citygamesPreloads?: ScreenPreloads;
}

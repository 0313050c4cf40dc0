// What the bench scripts install in, or read from, the pages they measure.
export {};

interface ReactRenderer {
  version: string;
  rendererPackageName: string;
}

interface FederationShare {
  from: string;
  loaded?: boolean;
  lib?: unknown;
}

declare global {
  interface Window {
    /** The largest contentful paint observed so far (lcp.mjs). */
    __citygamesLcp?: { lcp: number | null; element: string };
    /** The stand-in React DevTools hook that counts renderers (bundle-sizes.mjs). */
    __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, { version: string; name: string }>; inject(renderer: ReactRenderer): number };
  }
  /** Module Federation's runtime registry: host → share scope → package → version → share. */
  var __FEDERATION__: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, FederationShare>> | undefined>> } | undefined;
}

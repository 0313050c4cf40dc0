import { createElement, lazy, useLayoutEffect, useState, type ComponentProps, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';

/** Whatever React.lazy accepts as a component (its own constraint, ComponentType<any>). */
type LazyComponent = Parameters<typeof lazy>[0] extends () => Promise<{ default: infer Component }> ? Component : never;

export interface Preloadable {
  /** Starts loading (once); settles when the code is here or failed to come (the failure shows when it renders). */
  preload: () => Promise<void>;
  /** Whether the code is here: it renders without suspending. */
  isLoaded: () => boolean;
}

/**
 * React.lazy that can also be asked to start loading before it renders. Screens sit behind
 * several lazy layers (the guarded area, a layout, the screen); loaded one after another each
 * costs a round trip on a phone network before the screen can even ask for its data.
 * Once its code is here (preloaded, or rendered before) the screen renders at once. React.lazy alone
 * suspends on its first render even then, and React keeps a boundary's fallback on screen for at
 * least 300 ms after it appeared, so every layer preloaded in time would still hold the screen back.
 */
export function lazyScreen<Screen extends LazyComponent>(load: () => Promise<{ default: Screen }>): ComponentType<ComponentProps<Screen>> & Preloadable {
  let loaded: Screen | undefined;
  let loading: Promise<{ default: Screen }> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // a retry loads again
        throw error;
      },
    ));
  const Pending = lazy(loadOnce);
  function LazyScreen(props: ComponentProps<Screen>) {
    return createElement(loaded ?? Pending, props);
  }
  return Object.assign(LazyScreen, {
    isLoaded: () => loaded !== undefined,
    preload: () =>
      loadOnce().then(
        () => undefined,
        () => undefined, // a failure shows when the screen renders
      ),
  });
}

/**
 * Starts loading, all at once, the lazy layers the current path will render. `screens` maps a
 * path below `basePath` ('area', 'tasks') to its layers, outermost first; keep it a constant.
 * Answers whether the page's first screen may render: once the layers of the path the page opened on
 * are here (then true for good). Rendered before, each layer would show a Suspense fallback, and React
 * keeps a fallback at least 300 ms, holding back a screen whose code and data had arrived.
 */
export function usePreloadScreens(basePath: string, screens: Readonly<Record<string, readonly Preloadable[]>>): boolean {
  const { pathname } = useLocation();
  const layersOf = (path: string) => screens[path.startsWith(`${basePath}/`) ? path.slice(basePath.length + 1).replace(/\/$/, '') : ''] ?? [];
  const [firstScreenReady, setFirstScreenReady] = useState(() => layersOf(pathname).every((layer) => layer.isLoaded()));
  // a layout effect runs in the same task as the first render, so all the requests leave together
  // (a passive effect would wait for the first paint)
  useLayoutEffect(() => {
    const layers = Promise.all(layersOf(pathname).map((layer) => layer.preload()));
    let current = true;
    void layers.then(() => current && setFirstScreenReady(true));
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- layersOf reads only basePath and screens
  }, [basePath, pathname, screens]);
  return firstScreenReady;
}

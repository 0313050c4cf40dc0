import { lazy, useLayoutEffect, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';

/** Whatever React.lazy accepts as a component (its own constraint, ComponentType<any>). */
type LazyComponent = Parameters<typeof lazy>[0] extends () => Promise<{ default: infer Component }> ? Component : never;

export interface Preloadable {
  preload: () => void;
}

/**
 * React.lazy that can also be asked to start loading before it renders. Screens sit behind
 * several lazy layers (the guarded area, a layout, the screen); loaded one after another each
 * costs a round trip on a phone network before the screen can even ask for its data.
 */
export function lazyScreen<Screen extends LazyComponent>(load: () => Promise<{ default: Screen }>): LazyExoticComponent<Screen> & Preloadable {
  let loading: Promise<{ default: Screen }> | undefined;
  const loadOnce = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // a retry loads again
      throw error;
    }));
  return Object.assign(lazy(loadOnce), {
    preload: () => {
      loadOnce().catch(() => undefined); // a failure shows when the screen renders
    },
  });
}

/**
 * Starts loading, all at once, the lazy layers the current path will render. `screens` maps a
 * path below `basePath` ('area', 'tasks') to its layers, outermost first; keep it a constant.
 */
export function usePreloadScreens(basePath: string, screens: Readonly<Record<string, readonly Preloadable[]>>) {
  const { pathname } = useLocation();
  // a layout effect runs in the same task as the render that asked for the outer layer, so all the
  // requests leave together (a passive effect would wait for the first paint)
  useLayoutEffect(() => {
    const path = pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length + 1).replace(/\/$/, '') : '';
    for (const layer of screens[path] ?? []) layer.preload();
  }, [basePath, pathname, screens]);
}

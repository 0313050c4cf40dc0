import { unstableSetRender } from 'antd-mobile';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Outlet } from 'react-router-dom';

/**
 * antd-mobile 5 renders Toast.show and Dialog.alert/confirm with ReactDOM.render, which React 19
 * removed, so they silently show nothing. This layout route hands antd-mobile a render function that
 * portals those nodes from inside the page's own React tree (the shell's renderer: no second
 * react-dom/client in the remote, and the nodes see the app's contexts).
 */
const portals = new Map<Element | DocumentFragment, { key: number; node: ReactNode }>();
const listeners = new Set<() => void>();
let version = 0;
let nextKey = 1;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

unstableSetRender((node, container) => {
  const existing = portals.get(container);
  portals.set(container, { key: existing?.key ?? nextKey++, node });
  changed();
  return async () => {
    portals.delete(container);
    changed();
  };
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Popups, dialogs and toasts are mounted on <body>, outside the game's root element: while a fanhua
 * screen is shown, <body> carries the game's theme class so they get fanhua's colours.
 */
const BODY_THEME_CLASS = 'cg-game-fanhua';

export default function AntdStaticHost() {
  useSyncExternalStore(subscribe, () => version);
  useEffect(() => {
    document.body.classList.add(BODY_THEME_CLASS);
    return () => document.body.classList.remove(BODY_THEME_CLASS);
  }, []);
  return (
    <>
      <Outlet />
      {[...portals].map(([container, { key, node }]) => createPortal(node, container, String(key)))}
    </>
  );
}

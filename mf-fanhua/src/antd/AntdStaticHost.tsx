import { unstableSetRender } from 'antd-mobile';
import { useSyncExternalStore, type ReactNode } from 'react';
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

export default function AntdStaticHost() {
  useSyncExternalStore(subscribe, () => version);
  return (
    <>
      <Outlet />
      {[...portals].map(([container, { key, node }]) => createPortal(node, container, String(key)))}
    </>
  );
}

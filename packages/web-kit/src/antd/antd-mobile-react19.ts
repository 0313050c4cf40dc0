import { unstableSetRender } from 'antd-mobile';
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile 5 renders its imperative pieces (Toast.show, Dialog.alert/confirm, Modal.show) with
 * the legacy ReactDOM.render, which React 19 no longer has: without this they show nothing.
 * This is antd-mobile's documented React 19 bridge (unstableSetRender with createRoot), installed
 * once for every game: antd-mobile is one shared singleton among the remotes, so a game-specific
 * renderer (say, one that portals through a host mounted by one game) would be used by the other
 * games too, after a player moved between games in the shell. `react-dom/client` is shared as
 * well (build-kit), so this adds no second React DOM. The popups get no React context from the
 * page (none of ours needs one) and take the game's colours from <body> (see use-body-theme).
 */
type Container = (Element | DocumentFragment) & { citygamesRoot?: Root };

export function renderThroughCreateRoot(node: ReactElement, container: Element | DocumentFragment) {
  const host = container as Container;
  host.citygamesRoot ??= createRoot(host);
  const root = host.citygamesRoot;
  root.render(node);
  return async () => {
    // unmounting inside antd-mobile's own render pass would warn; wait for it to finish
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete host.citygamesRoot;
  };
}

unstableSetRender(renderThroughCreateRoot);

import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile 5 renders its imperative pieces (Toast.show, Dialog.alert/confirm, Modal.show) with
 * the legacy ReactDOM.render, which React 19 no longer has: without this they show nothing.
 * This is antd-mobile's documented React 19 bridge (unstableSetRender with createRoot). Each game
 * bundles its own antd-mobile (only the components it imports) together with web-kit, so each
 * copy is patched by this same module; keep it the only renderer. `react-dom/client` is shared as
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

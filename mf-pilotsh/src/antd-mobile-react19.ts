import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile 5 renders its imperative pieces (Toast.show, Dialog.confirm, Modal.alert) with the
 * legacy ReactDOM.render, which React 19 no longer has ("h is not a function" on the first
 * toast). Its documented React 19 bridge: render them through createRoot instead.
 */
unstableSetRender((node, container) => {
  const host = container as (Element | DocumentFragment) & { citygamesRoot?: Root };
  host.citygamesRoot ??= createRoot(host);
  const root = host.citygamesRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete host.citygamesRoot;
  };
});

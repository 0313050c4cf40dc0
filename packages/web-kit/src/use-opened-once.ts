import { useState } from 'react';

/**
 * True from the first time `open` is true, and from then on. A dialog that is only mounted once
 * it has been opened loads its code (and its antd-mobile components) on first use instead of with
 * the screen, and still plays its closing animation afterwards.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

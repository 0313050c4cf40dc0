import type { CSSProperties } from 'react';

/**
 * Centre dialogs: above a bottom sheet they may open from (antd-mobile popups share z-index 1000)
 * and wider than antd's 75vw default, which is cramped at 390 px.
 */
export const ON_TOP = { '--z-index': '1100', '--max-width': '92vw' } as CSSProperties;

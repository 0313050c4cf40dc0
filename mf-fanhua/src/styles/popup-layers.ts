import type { CSSProperties } from 'react';

/** Dialogs that open from inside a bottom sheet must sit above it (antd-mobile popups share z-index 1000). */
export const ON_TOP = { '--z-index': '1100' } as CSSProperties;

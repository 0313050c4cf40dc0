import { useEffect } from 'react';

/**
 * Popups, dialogs and toasts are mounted on <body>, outside the game's root element: while the
 * game's screens are shown, <body> carries the game's theme class so they get the game's colours.
 */
export function useBodyTheme(themeClass: string) {
  useEffect(() => {
    document.body.classList.add(themeClass);
    return () => document.body.classList.remove(themeClass);
  }, [themeClass]);
}

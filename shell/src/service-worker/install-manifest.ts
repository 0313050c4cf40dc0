import { afterFirstScreen } from '@citygames/web-kit/after-first-screen';

export const INSTALL_MANIFEST_URL = '/manifest.webmanifest';

/**
 * Names the web app manifest (home-screen install) once the first screen is done. Named in the HTML, a phone's
 * browser fetches the manifest and its icon at once, taking two of its six connections while the screen's own
 * files are still on their way; installing is never the first thing a player does.
 */
export function linkInstallManifestLater(scope: Window = window): void {
  afterFirstScreen(
    () => {
      const { document } = scope;
      if (document.head.querySelector('link[rel="manifest"]')) return;
      const link = document.createElement('link');
      link.rel = 'manifest';
      link.href = INSTALL_MANIFEST_URL;
      document.head.append(link);
    },
    { scope },
  );
}

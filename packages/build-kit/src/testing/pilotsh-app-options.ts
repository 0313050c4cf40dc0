import { fileURLToPath } from 'node:url';
import { SHARED_SINGLETONS, type AppConfigOptions } from '../create-app-config.js';

/** The configuration tests build: mf-pilotsh's own remote, as its rspack.config.ts declares it (without its screens). */
export const pilotshAppOptions: AppConfigOptions = {
  appDir: fileURLToPath(new URL('../../../../mf-pilotsh', import.meta.url)),
  federationName: 'mf_pilotsh',
  exposes: { './App': './src/App.tsx' },
  shared: SHARED_SINGLETONS,
  title: '领航上海',
  devPort: 3001,
};

import path from 'node:path';
import { createAppConfig, SHARED_SINGLETONS } from '@citygames/build-kit/create-app-config.ts';

const appDir = import.meta.dirname;

export default createAppConfig({
  appDir,
  federationName: 'mf_pilotsh',
  exposes: { './App': './src/App.tsx' },
  shared: SHARED_SINGLETONS,
  title: '领航上海',
  devPort: Number(process.env.DEV_PORT ?? 3001),
  // standalone development reads the same /app-config.json as the shell
  devStaticDirs: [path.join(appDir, '../shell/public')],
  devApiTarget: process.env.API_PROXY ?? `http://127.0.0.1:${process.env.PORT_BASE ?? 8080}`,
  devMountPath: process.env.DEV_MOUNT_PATH,
  // what the shell's early script asks for when a page opens on one of these paths: the lazy layers it renders
  // first (webpackChunkName in src/) and the GET requests its main content waits for
  screens: {
    tasks: {
      chunks: ['guarded-area', 'tab-submit'],
      data: ['/api/pilotsh/area/current', '/api/pilotsh/tasks/progress'],
    },
    admin: { chunks: ['guarded-area', 'admin'] },
    'admin/scratch': { chunks: ['guarded-area', 'admin-scratch'] },
  },
});

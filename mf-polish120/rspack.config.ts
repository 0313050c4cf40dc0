import path from 'node:path';
import { createAppConfig, SHARED_SINGLETONS } from '@citygames/build-kit/create-app-config.ts';

const appDir = import.meta.dirname;

export default createAppConfig({
  appDir,
  federationName: 'mf_polish120',
  exposes: { './App': './src/App.tsx' },
  shared: SHARED_SINGLETONS,
  title: '百廿寻迹',
  devPort: Number(process.env.DEV_PORT ?? 3002),
  // standalone development reads the same /app-config.json as the shell
  devStaticDirs: [path.join(appDir, '../shell/public')],
  devApiTarget: process.env.API_PROXY ?? `http://127.0.0.1:${process.env.PORT_BASE ?? 8080}`,
  devMountPath: process.env.DEV_MOUNT_PATH,
  // what the shell's early script asks for when a page opens on one of these paths: the lazy layers it renders
  // first (webpackChunkName in src/) and the GET requests its main content waits for
  screens: {
    tasks: {
      chunks: ['guarded-area', 'tab-start'],
      data: ['/api/polish120/team/status', '/api/polish120/start'],
    },
    'tasks/scratch': { chunks: ['guarded-area', 'scratch'] },
  },
});

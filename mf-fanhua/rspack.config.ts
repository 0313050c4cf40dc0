import path from 'node:path';
import { createAppConfig, SHARED_SINGLETONS } from '@citygames/build-kit/create-app-config.ts';

const appDir = import.meta.dirname;

export default createAppConfig({
  appDir,
  federationName: 'mf_fanhua',
  exposes: { './App': './src/App.tsx' },
  shared: SHARED_SINGLETONS,
  title: '繁华废土',
  devPort: Number(process.env.DEV_PORT ?? 3003),
  // standalone development reads the same /app-config.json as the shell
  devStaticDirs: [path.join(appDir, '../shell/public')],
  devApiTarget: process.env.API_PROXY ?? `http://127.0.0.1:${process.env.PORT_BASE ?? 8080}`,
  devMountPath: process.env.DEV_MOUNT_PATH,
});

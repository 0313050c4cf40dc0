import path from 'node:path';
import { createAppConfig, GAME_SHARED } from '@citygames/build-kit/create-app-config.ts';

const appDir = import.meta.dirname;

const appConfig = createAppConfig({
  appDir,
  federationName: 'mf_fanhua',
  exposes: { './App': './src/App.tsx' },
  shared: GAME_SHARED,
  title: '繁华废土',
  devPort: Number(process.env.DEV_PORT ?? 3003),
  // standalone development reads the same /app-config.json as the shell
  devStaticDirs: [path.join(appDir, '../shell/public')],
  devApiTarget: process.env.API_PROXY ?? `http://127.0.0.1:${process.env.PORT_BASE ?? 8080}`,
  devMountPath: process.env.DEV_MOUNT_PATH,
});

// The contracts' rules modules import each other as './x.js' (as Node needs); from their TypeScript
// source that file is './x.ts'.
export default (...args: Parameters<typeof appConfig>) => {
  const config = appConfig(...args);
  return { ...config, resolve: { ...config.resolve, extensionAlias: { '.js': ['.ts', '.js'] } } };
};

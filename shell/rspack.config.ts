import path from 'node:path';
import { createAppConfig, SHARED_SINGLETONS } from '@citygames/build-kit/create-app-config.ts';

const appDir = import.meta.dirname;

export default createAppConfig({
  appDir,
  federationName: 'shell',
  // the shell provides React and the router to the remotes
  shared: SHARED_SINGLETONS,
  runtimePlugins: [path.join(appDir, 'src/remotes/mf-runtime-plugin.ts')],
  earlyScript: 'src/early/early-start.ts',
  // the organiser's console and its print view: never precached for the players' phones
  onDemandChunks: ['organizer', 'organizer-studio', 'organizer-print'],
  title: '城市实景团队游戏',
  devPort: Number(process.env.DEV_PORT ?? 3000),
  devApiTarget: process.env.API_PROXY ?? `http://127.0.0.1:${process.env.PORT_BASE ?? 8080}`,
  devMountPath: process.env.DEV_MOUNT_PATH,
});

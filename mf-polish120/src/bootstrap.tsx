import { mountStandalone } from '@citygames/web-kit/game-frame/mount-standalone';
import App from './App';
import { BASE_PATH, LOGIN_PATH } from './paths';

// Standalone development page: the remote mounts itself under /polish120/* like the shell would.
mountStandalone({ basePath: BASE_PATH, loginPath: LOGIN_PATH, App });

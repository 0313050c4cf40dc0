import { requestAppConfig } from '@citygames/web-kit/app-config-request';
import { start } from './bootstrap';
import { linkInstallManifestLater } from './service-worker/install-manifest';
import { registerServiceWorker } from './service-worker/register-service-worker';

// The early script has usually asked for the configuration already; if it could not run, ask now.
requestAppConfig();
// React and the router are eager shared modules of this bundle, so no async boundary is needed before them.
void start();
// Offline shell and update prompt (docs/frontend.md「离线」); the development servers have no worker.
if (process.env.NODE_ENV === 'production') registerServiceWorker();
linkInstallManifestLater();

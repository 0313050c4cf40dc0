import { requestAppConfig } from '@citygames/web-kit/app-config-request';
import { start } from './bootstrap';

// The early script has usually asked for the configuration already; if it could not run, ask now.
requestAppConfig();
// React and the router are eager shared modules of this bundle, so no async boundary is needed before them.
void start();

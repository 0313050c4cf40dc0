import { requestAppConfig } from '@citygames/web-kit/app-config-request';

// The configuration is read while the shared modules load (bootstrap picks up this request).
requestAppConfig();
// The async boundary: shared modules (React, the router) are negotiated before bootstrap runs.
import('./bootstrap');

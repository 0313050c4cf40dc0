import { runPreviewWorker } from '@citygames/service-kit/organizer/preview/preview-worker';
import { polish120Preview } from './content/preview-instance.js';

/** The studio's preview instance, run by the live service in a Worker (service-kit preview-instance.ts). */
await runPreviewWorker(polish120Preview);

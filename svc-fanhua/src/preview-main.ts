import { runPreviewWorker } from '@citygames/service-kit/organizer/preview/preview-worker';
import { fanhuaPreview } from './content/preview-instance.js';

/** The studio's preview instance, run by the live service in a Worker (service-kit preview-instance.ts). */
await runPreviewWorker(fanhuaPreview);

import { runPreviewWorker } from '@citygames/service-kit/organizer/preview/preview-worker';
import { pilotshPreview } from './content/preview-instance.js';
// Registers every model before connecting, so their unique indexes are built.
import './models.js';

/** The studio's preview instance, run by the live service in a Worker (service-kit preview-instance.ts). */
await runPreviewWorker(pilotshPreview);

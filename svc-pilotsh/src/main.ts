import { runGameService } from '@citygames/service-kit/runtime/run-game-service';
import { buildApp } from './app.js';
import { seedDemoPack } from './content/demo-pack.js';
// Registers every model before connecting, so their unique indexes are built.
import './models.js';

await runGameService({
  game: 'pilotsh',
  defaultPort: 8101,
  buildApp,
  seedDemo: seedDemoPack,
  previewEntry: new URL('./preview-main.js', import.meta.url),
});

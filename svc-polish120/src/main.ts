import { runGameService } from '@citygames/service-kit/runtime/run-game-service';
import { buildApp } from './app.js';
import { seedDemoPack } from './content/seed-demo-pack.js';

await runGameService({
  game: 'polish120',
  defaultPort: 8102,
  buildApp,
  seedDemo: seedDemoPack,
  previewEntry: new URL('./preview-main.js', import.meta.url),
});

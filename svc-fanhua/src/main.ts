import { runGameService } from '@citygames/service-kit/runtime/run-game-service';
import { buildApp } from './app.js';
import { seedDemo } from './content/seed-demo.js';

await runGameService({
  game: 'fanhua',
  defaultPort: 8103,
  buildApp,
  seedDemo: (logger) => seedDemo(logger, new Date()),
  previewEntry: new URL('./preview-main.js', import.meta.url),
});

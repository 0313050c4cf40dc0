import { refreshNameKeys } from '@citygames/service-kit/name-key-refresh';
import { runGameService } from '@citygames/service-kit/run-game-service';
import { buildApp } from './app.js';
import { seedDemo } from './content/seed-demo.js';
import { TeamModel } from './teams/team.model.js';

await runGameService({
  game: 'fanhua',
  defaultPort: 8103,
  buildApp,
  seedDemo: (logger) => seedDemo(logger, new Date()),
  upgradeStoredData: async (logger) => {
    await refreshNameKeys(TeamModel.collection, logger, 'teams');
  },
});

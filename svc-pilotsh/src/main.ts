import { refreshNameKeys } from '@citygames/service-kit/name-key-refresh';
import { runGameService } from '@citygames/service-kit/run-game-service';
import { buildApp } from './app.js';
import { seedDemoPack } from './content/demo-pack.js';
import { Team } from './teams/team.model.js';
// Registers every model before connecting, so their unique indexes are built.
import './models.js';

await runGameService({
  game: 'pilotsh',
  defaultPort: 8101,
  buildApp,
  seedDemo: seedDemoPack,
  upgradeStoredData: async (logger) => {
    await refreshNameKeys(Team.collection, logger, 'teams');
  },
});

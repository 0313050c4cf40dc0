import { processIo } from '@citygames/service-kit/data/platform-database';
import { runTeamCommand } from './team-command.js';

process.exitCode = await runTeamCommand(process.argv.slice(2), processIo());

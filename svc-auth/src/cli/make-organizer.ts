import { processIo } from '@citygames/service-kit/data/platform-database';
import { runMakeOrganizer } from './make-organizer-command.js';

process.exitCode = await runMakeOrganizer(process.argv.slice(2), processIo());

import { processIo } from '@citygames/service-kit/data/platform-database';
import { runMakeAdmin } from './make-admin-command.js';

process.exitCode = await runMakeAdmin(process.argv.slice(2), processIo());

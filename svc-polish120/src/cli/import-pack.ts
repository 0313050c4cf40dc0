import { processIo } from '@citygames/service-kit/data/platform-database';
import { runImportPack } from './import-pack-command.js';

process.exitCode = await runImportPack(process.argv.slice(2), processIo());

import { runImportPack } from './import-pack-command.js';

process.exitCode = await runImportPack(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});

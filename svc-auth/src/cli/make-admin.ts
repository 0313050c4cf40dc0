import { runMakeAdmin } from './make-admin-command.js';

process.exitCode = await runMakeAdmin(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});

import { runTeamCommand } from './team-command.js';

process.exitCode = await runTeamCommand(process.argv.slice(2), {
  env: process.env,
  cwd: process.cwd(),
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});

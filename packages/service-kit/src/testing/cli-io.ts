import type { CliIo } from '../data/platform-database.js';

export interface CapturedCli {
  io: CliIo;
  /** What the command printed, line by line. */
  out: string[];
  err: string[];
  /** Every database the command asked to open: `${uri} ${dbName}`. */
  opened: string[];
}

/**
 * The io of a command under test: prints are captured and the test file's own open database
 * stands in for the command's connection (so the command sees the test data).
 */
export function captureCli(env: NodeJS.ProcessEnv = { MONGODB_URI: 'mongodb://test' }, cwd = process.cwd()): CapturedCli {
  const captured: CapturedCli = {
    out: [],
    err: [],
    opened: [],
    io: {
      env,
      cwd,
      out: (line) => captured.out.push(line),
      err: (line) => captured.err.push(line),
      withDatabase: (uri, dbName, work) => {
        captured.opened.push(`${uri} ${dbName}`);
        return work();
      },
    },
  };
  return captured;
}

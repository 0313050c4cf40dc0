import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { ClientSession } from 'mongoose';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { PackIssue } from '@citygames/contracts/organizer/pack.schema';
import type { Game } from '../../auth/auth-token.js';
import { plainIssueMessage, WHOLE_PACK } from './pack-issue-words.js';
import { redactMongoUri, withPlatformDatabase, type CliIo } from '../../data/platform-database.js';

/**
 * What the content packs of the three games share: checking one lists every problem with its
 * path, the import command, and loading the demo pack at start-up (SEED_DEMO=1).
 */

/** One problem of a pack: where (`tasks.3.answers`) and what, in Chinese. */
export type { PackIssue } from '@citygames/contracts/organizer/pack.schema';

export type PackCheck<Pack> = { ok: true; pack: Pack } | { ok: false; issues: PackIssue[] };

/** Every problem with its path and a plain Chinese message (zod's jargon rewritten, pack-issue-words.ts). */
export function packIssuesOf(error: z.ZodError): PackIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.') || WHOLE_PACK, message: plainIssueMessage(issue) }));
}

/** More writes of an import's transaction (they must pass `session`), given what the import says. */
export type AlsoInTransaction = (session: ClientSession, message: string) => Promise<void>;

/** A game's pack import command: `node svc-<game>/dist/cli/import-pack.js <pack.json> [options]`. */
export interface PackImportCommand<Pack> {
  game: Game;
  /** What an import replaces and what it keeps, for the usage text. */
  effect: string;
  /** The game's own options, with what each does (`--check`, `--help` and `--demo` are common). */
  options?: Readonly<Record<string, string>>;
  /** The game's demo pack, which `--demo` imports instead of a file. */
  demoPack(): unknown | Promise<unknown>;
  check(input: unknown): PackCheck<Pack>;
  /** What importing a checked pack with these options would do to the live event (the console's check says it before the import). */
  preview?(pack: Pack, options: ReadonlySet<string>): Promise<string>;
  /**
   * Stores a checked pack and says what changed. `alsoInTransaction` runs inside the import's own
   * transaction, after its writes, with what the import will say: its writes (the studio's version
   * record, the audit entry, the route's answer) commit or roll back with the pack.
   */
  importPack(pack: Pack, options: ReadonlySet<string>, alsoInTransaction?: AlsoInTransaction): Promise<string>;
}

const COMMON_OPTIONS: Readonly<Record<string, string>> = {
  '--check': '只检查活动包，不连接数据库',
  '--demo': '导入演示活动包（代替文件）',
  '--help': '显示本说明',
};

export function packImportUsage(command: PackImportCommand<unknown>): string {
  const options = { ...COMMON_OPTIONS, ...command.options };
  const width = Math.max(...Object.keys(options).map((option) => option.length));
  return [
    `用法：node svc-${command.game}/dist/cli/import-pack.js <活动包.json> [选项]`,
    `  先检查活动包（所有错误连同路径一次列出），再导入 ${command.game}：${command.effect}`,
    `  数据库：MONGODB_URI，或正在运行的平台的 \${DATA_DIR:-.data}/run-state.json（字段 mongoUri）；库名 MONGO_DB，默认 citygames_${command.game}。`,
    '选项：',
    ...Object.entries(options).map(([option, meaning]) => `  ${option.padEnd(width)}  ${meaning}`),
  ].join('\n');
}

/**
 * Runs a pack import command. Exit codes: 0 imported (or checked), 1 the pack or the platform is
 * not usable (every reason printed in Chinese), 2 wrong usage.
 */
export async function runPackImport<Pack>(command: PackImportCommand<Pack>, argv: readonly string[], io: CliIo): Promise<number> {
  const usage = packImportUsage(command as PackImportCommand<unknown>);
  const known = new Set([...Object.keys(COMMON_OPTIONS), ...Object.keys(command.options ?? {})]);
  const flags = new Set(argv.filter((arg) => arg.startsWith('--')));
  const files = argv.filter((arg) => !arg.startsWith('--'));
  const unknown = [...flags].filter((flag) => !known.has(flag));
  if (flags.has('--help')) {
    io.out(usage);
    return 0;
  }
  if (unknown.length > 0) {
    io.err(`未知选项：${unknown.join(' ')}\n\n${usage}`);
    return 2;
  }
  const demo = flags.has('--demo');
  if (files.length !== (demo ? 0 : 1)) {
    io.err(usage);
    return 2;
  }

  let input: unknown;
  try {
    input = demo ? await command.demoPack() : (JSON.parse(await readFile(resolve(io.cwd, files[0]!), 'utf8')) as unknown);
  } catch (error) {
    const reason = error instanceof SyntaxError ? `不是合法的 JSON（${error.message}）` : String((error as Error).message);
    io.err(`无法读取活动包 ${files[0] ?? ''}：${reason}`);
    return 1;
  }

  const checked = command.check(input);
  if (!checked.ok) {
    io.err(`活动包有 ${checked.issues.length} 处错误${flags.has('--check') ? '' : '，未导入'}：`);
    for (const issue of checked.issues) io.err(`  ${issue.path}：${issue.message}`);
    return 1;
  }
  if (flags.has('--check')) {
    io.out('活动包格式正确。');
    return 0;
  }
  return withPlatformDatabase(io, command.game, async (database) => {
    io.out(await command.importPack(checked.pack, flags));
    io.out(`数据库：${redactMongoUri(database.uri)}，库 ${database.dbName}（来自 ${database.from}）。`);
    return 0;
  });
}

/**
 * SEED_DEMO=1: loads the demo content when none is loaded, never replacing an organiser's pack.
 * Several replicas starting at once may race; when the load fails and content is there after all,
 * another replica won and that is fine.
 */
export async function seedDemoWhenEmpty(logger: Logger, seed: { isLoaded(): Promise<boolean>; load(): Promise<object> }): Promise<void> {
  if (await seed.isLoaded()) {
    logger.info('event content already loaded, demo pack not imported');
    return;
  }
  let summary: object;
  try {
    summary = await seed.load();
  } catch (error) {
    if (await seed.isLoaded()) {
      logger.info('demo pack imported by another instance');
      return;
    }
    throw error;
  }
  logger.info(summary, 'demo pack imported');
}

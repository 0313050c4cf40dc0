import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../../http/logger.js';
import { packIssuesOf, runPackImport, seedDemoWhenEmpty, type PackImportCommand } from './content-pack.js';
import { captureCli } from '../../testing/cli-io.js';
import '../../http/validation.js';

const packSchema = z.object({ name: z.string().min(1), areas: z.array(z.object({ id: z.number() })).min(1) }).strict();
type Pack = z.infer<typeof packSchema>;

function fakeGame() {
  const stored: { pack: Pack; options: string[] }[] = [];
  const command: PackImportCommand<Pack> = {
    game: 'fanhua',
    effect: '替换区域。',
    options: { '--keep': '保留进度' },
    demoPack: () => ({ name: '演示', areas: [{ id: 1 }] }),
    check: (input) => {
      const result = packSchema.safeParse(input);
      return result.success ? { ok: true, pack: result.data } : { ok: false, issues: packIssuesOf(result.error) };
    },
    async importPack(pack, options) {
      stored.push({ pack, options: [...options] });
      return `已导入「${pack.name}」`;
    },
  };
  return { command, stored };
}

function run(argv: string[], files: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'content-pack-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  const cli = captureCli({ MONGODB_URI: 'mongodb://user:pw@db:27017/' }, dir);
  const game = fakeGame();
  return runPackImport(game.command, argv, cli.io).then((code) => ({
    code,
    out: cli.out.join('\n'),
    err: cli.err.join('\n'),
    opened: cli.opened,
    stored: game.stored,
  }));
}

describe('runPackImport', () => {
  it('checks a file, imports it into citygames_<game> and says where, without credentials', async () => {
    const result = await run(['pack.json', '--keep'], { 'pack.json': JSON.stringify({ name: '春季活动', areas: [{ id: 3 }] }) });
    expect(result.code).toBe(0);
    expect(result.stored).toEqual([{ pack: { name: '春季活动', areas: [{ id: 3 }] }, options: ['--keep'] }]);
    expect(result.opened).toEqual(['mongodb://user:pw@db:27017/ citygames_fanhua']);
    expect(result.out).toBe('已导入「春季活动」\n数据库：mongodb://***@db:27017/，库 citygames_fanhua（来自 MONGODB_URI）。');
  });

  it('lists every problem with its path and imports nothing', async () => {
    const result = await run(['pack.json'], { 'pack.json': JSON.stringify({ name: '', areas: [{ id: 'x' }], extra: 1 }) });
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^活动包有 3 处错误，未导入：/);
    expect(result.err).toContain('  name：');
    expect(result.err).toContain('  areas.0.id：');
    expect(result.err).toContain('  (整个文件)：');
    expect(result.stored).toEqual([]);
    expect(result.opened).toEqual([]);
  });

  it('--check never opens the database; --demo imports the demo pack', async () => {
    const checked = await run(['--check', 'pack.json'], { 'pack.json': JSON.stringify({ name: 'a', areas: [{ id: 1 }] }) });
    expect(checked).toMatchObject({ code: 0, out: '活动包格式正确。', opened: [], stored: [] });
    const demo = await run(['--demo']);
    expect(demo.code).toBe(0);
    expect(demo.stored[0]?.pack.name).toBe('演示');
  });

  it('refuses unreadable files, unknown options and wrong arguments in Chinese', async () => {
    const broken = await run(['pack.json'], { 'pack.json': '{ nope' });
    expect(broken.code).toBe(1);
    expect(broken.err).toContain('不是合法的 JSON');
    const missing = await run(['missing.json']);
    expect(missing.code).toBe(1);
    expect(missing.err).toContain('无法读取活动包 missing.json');
    const unknown = await run(['pack.json', '--force']);
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/^未知选项：--force/);
    expect((await run([])).code).toBe(2);
    expect((await run(['--demo', 'pack.json'])).code).toBe(2);
    const help = await run(['--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain('用法：node svc-fanhua/dist/cli/import-pack.js <活动包.json> [选项]');
    expect(help.out).toContain('--keep');
  });
});

describe('seedDemoWhenEmpty', () => {
  const logger = createLogger('test');

  it('loads only when nothing is loaded', async () => {
    const loads: string[] = [];
    await seedDemoWhenEmpty(logger, { isLoaded: async () => true, load: async () => ({ loaded: loads.push('x') }) });
    expect(loads).toEqual([]);
    await seedDemoWhenEmpty(logger, { isLoaded: async () => false, load: async () => ({ loaded: loads.push('x') }) });
    expect(loads).toEqual(['x']);
  });

  it('accepts losing the race to another replica, but not a real failure', async () => {
    let loaded = false;
    await seedDemoWhenEmpty(logger, {
      isLoaded: async () => loaded,
      load: async () => {
        loaded = true; // the other replica committed first
        throw new Error('E11000 duplicate key');
      },
    });
    await expect(seedDemoWhenEmpty(logger, { isLoaded: async () => false, load: async () => Promise.reject(new Error('invalid')) })).rejects.toThrow('invalid');
  });
});

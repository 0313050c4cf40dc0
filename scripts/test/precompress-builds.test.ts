import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressBuilds } from '../lib/precompress-builds.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function build() {
  const dir = mkdtempSync(join(tmpdir(), 'citygames-precompress-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'static', 'js'), { recursive: true });
  return dir;
}

const SCRIPT = `console.log(${JSON.stringify('城市'.repeat(800))});\n`;

describe('precompressBuilds', () => {
  it('writes a brotli copy of each text file worth compressing, and none of small or binary files', async () => {
    const dir = build();
    writeFileSync(join(dir, 'static', 'js', 'main.1a2b3c4d5e.js'), SCRIPT);
    writeFileSync(join(dir, 'small.css'), 'a{}');
    writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4096));
    expect(await precompressBuilds([dir, join(dir, 'missing')])).toBe(1);
    const copy = readFileSync(join(dir, 'static', 'js', 'main.1a2b3c4d5e.js.br'));
    expect(brotliDecompressSync(copy).toString('utf8')).toBe(SCRIPT);
    expect(copy.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 10);
    expect(existsSync(join(dir, 'small.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'icon.png.br'))).toBe(false);
  });

  it('leaves an up-to-date copy alone, renews one older than its file, and removes one whose file is gone', async () => {
    const dir = build();
    const file = join(dir, 'static', 'js', 'main.1a2b3c4d5e.js');
    writeFileSync(file, SCRIPT);
    await precompressBuilds([dir]);
    expect(await precompressBuilds([dir])).toBe(0);

    writeFileSync(file, `${SCRIPT}// 新的构建\n`);
    const past = new Date(statSync(file).mtimeMs - 60_000);
    utimesSync(`${file}.br`, past, past);
    expect(await precompressBuilds([dir])).toBe(1);
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString('utf8')).toContain('新的构建');

    writeFileSync(join(dir, 'gone.js.br'), 'x');
    await precompressBuilds([dir]);
    expect(existsSync(join(dir, 'gone.js.br'))).toBe(false);
  });
});

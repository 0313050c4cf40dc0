// Brotli copies of the browser builds' text files (`main.1a2b.js` → `main.1a2b.js.br`), made once at the highest
// quality: 12–14 % fewer bytes than the gateway's gzip on the first screen of a phone (bench/lcp.mjs). nginx
// serves them with ngx_brotli's brotli_static where the module is installed (the local gateway); the Node
// gateway compresses with brotli itself; anything that cannot use them serves gzip as before.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);
const TEXT_FILE = /\.(?:js|mjs|css|html|json|svg|webmanifest|txt)$/;
/** Smaller files gain nothing measurable (the gateway does not compress them either). */
const MIN_BYTES = 1024;

/** Every file below a folder. @param {string} dir @returns {string[]} */
function filesBelow(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(path) : [path];
  });
}

/**
 * Writes the `.br` copy of every text file of the given build folders that has none or an older one, and removes
 * copies whose file is gone. Answers how many were written.
 * @param {readonly string[]} buildDirs
 */
export async function precompressBuilds(buildDirs) {
  let written = 0;
  for (const dir of buildDirs.filter((path) => existsSync(path))) {
    const files = filesBelow(dir);
    const present = new Set(files);
    for (const copy of files.filter((file) => file.endsWith('.br'))) {
      if (!present.has(copy.slice(0, -'.br'.length))) await rm(copy);
    }
    const todo = files.filter((file) => {
      if (!TEXT_FILE.test(file)) return false;
      const source = statSync(file);
      const copy = `${file}.br`;
      return source.size >= MIN_BYTES && !(present.has(copy) && statSync(copy).mtimeMs >= source.mtimeMs);
    });
    // zlib compresses on libuv's worker threads: all files of a folder at once
    await Promise.all(
      todo.map(async (file) => {
        const body = await readFile(file);
        await writeFile(
          `${file}.br`,
          await compress(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        );
      }),
    );
    written += todo.length;
  }
  return written;
}

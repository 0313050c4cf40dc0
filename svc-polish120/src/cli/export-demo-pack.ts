import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { demoPack } from '../content/demo-pack.js';
import { validatePack } from '../content/import-pack.js';

/**
 * Writes the demo event pack as JSON, a starting point for an organiser's own pack:
 * node svc-polish120/dist/cli/export-demo-pack.js [file]   (default: standard output)
 */
const validation = validatePack(demoPack);
if (!validation.ok) {
  console.error('演示内容包无效：', validation.issues);
  process.exit(1);
}
const json = `${JSON.stringify(validation.pack, null, 2)}\n`;
const target = process.argv[2];
if (target) {
  writeFileSync(resolve(target), json);
  console.error(`演示内容包已写入 ${resolve(target)}`);
} else {
  process.stdout.write(json);
}

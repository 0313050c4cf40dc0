import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildDemoPack } from '../content/demo-pack.js';

/** node svc-fanhua/dist/cli/write-demo-pack.js [file]: writes the demo pack as JSON (an example for organisers). */
const target = resolve(process.argv[2] ?? 'svc-fanhua/content/demo-pack.json');
writeFileSync(target, `${JSON.stringify(buildDemoPack(), null, 2)}\n`);
console.log(`已写入 ${target}`);

#!/usr/bin/env node
/**
 * Prints (or writes) the generated nginx.conf.
 *   node gateway/dist/cli/render-nginx.js --mode compose [--port 80] [--games pilotsh,fanhua] [--html-root /usr/share/nginx/html] [--out nginx.conf]
 *   node gateway/dist/cli/render-nginx.js --mode local --port 8080 --repo . --app-config .data/app-config.json
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { composeStaticRoots, localStaticRoots } from '../gateway-layout.js';
import { parseGamesList } from '../games-list.js';
import { renderNginxConfig } from '../render-nginx-config.js';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'compose' },
    port: { type: 'string' },
    games: { type: 'string' },
    'html-root': { type: 'string' },
    repo: { type: 'string', default: '.' },
    'app-config': { type: 'string' },
    resolver: { type: 'string' },
    out: { type: 'string' },
  },
});

const mode = values.mode === 'local' ? 'local' : values.mode === 'compose' ? 'compose' : null;
if (!mode) {
  process.stderr.write(`--mode 只能是 local 或 compose（收到 ${values.mode}）\n`);
  process.exit(2);
}
const repo = resolve(values.repo);
const config = renderNginxConfig({
  mode,
  ...(values.port ? { listenPort: Number(values.port) } : {}),
  enabledGames: parseGamesList(values.games),
  ...(values.resolver ? { resolver: values.resolver } : {}),
  staticRoots:
    mode === 'local'
      ? localStaticRoots(repo, resolve(values['app-config'] ?? `${repo}/.data/app-config.json`))
      : composeStaticRoots(values['html-root']),
});
if (values.out) writeFileSync(values.out, config);
else process.stdout.write(config);

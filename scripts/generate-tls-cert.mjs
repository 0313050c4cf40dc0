#!/usr/bin/env node
// A self-signed certificate where the compose gateway looks for the organiser's one, to try the HTTPS
// deployment before the real certificate exists (browsers warn; replace it with the ACME one for an event):
//   npm run tls:self-signed -- games.example.cn [more names…]   # writes deploy/tls/fullchain.pem and privkey.pem
//   TLS_DIR=/etc/citygames/tls npm run tls:self-signed -- games.example.cn
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildPlatform } from './lib/build-steps.mjs';
import { REPO_ROOT, repoPath } from './lib/workspace.mjs';

const names = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
if (names.length === 0) {
  console.error('用法：npm run tls:self-signed -- <域名> [更多域名或 IP]');
  process.exit(2);
}
if (!existsSync(repoPath('gateway/dist/lan-certificate.js'))) await buildPlatform();
const { createSelfSignedCertificate } = await import(pathToFileURL(repoPath('gateway/dist/lan-certificate.js')).href);
const dir = resolve(REPO_ROOT, process.env.TLS_DIR ?? 'deploy/tls');
mkdirSync(dir, { recursive: true });
const { certificate, key } = await createSelfSignedCertificate(names);
writeFileSync(join(dir, 'privkey.pem'), key, { mode: 0o600 });
writeFileSync(join(dir, 'fullchain.pem'), certificate);
console.log(`已写入自签名证书（${names.join('、')}，一年有效）：${join(dir, 'fullchain.pem')}、${join(dir, 'privkey.pem')}`);
console.log('仅供试用：正式活动请换成 ACME（acme.sh / certbot）签发的证书，见 docs/operations.md。');

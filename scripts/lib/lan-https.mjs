// HTTPS=1 npm start: the gateway serves HTTPS with a generated certificate, so phones on the same
// network get a secure context (geolocation, clipboard) when they open https://<this machine>:PORT_BASE.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoPath } from './workspace.mjs';

/**
 * @param {string | undefined} value
 * @returns {boolean}
 */
export function parseHttpsFlag(value) {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === '0' || text === 'false' || text === 'no') return false;
  if (text === '1' || text === 'true' || text === 'yes') return true;
  throw new Error(`HTTPS 只能是 1 或 0（收到 ${value}）`);
}

/**
 * The certificate under DATA_DIR/tls (made once, renewed when the LAN address changes or it nears expiry)
 * and the addresses to open on a phone.
 * @param {string} dataDir
 * @param {number} port
 */
export async function prepareLanHttps(dataDir, port) {
  const { ensureLanCertificate } = await import(pathToFileURL(repoPath('gateway/dist/lan-certificate.js')).href);
  const tls = await ensureLanCertificate(join(dataDir, 'tls'));
  const urls = /** @type {string[]} */ (tls.addresses)
    .filter((address) => address !== '127.0.0.1' && address !== 'localhost')
    .map((address) => `https://${address}:${port}`);
  return { ...tls, urls: /** @type {string[]} */ (urls) };
}

/**
 * CSP source of the map-tile host named in the runtime app-config.json (null when there is none).
 * @param {string} appConfigFile
 */
export async function mapTileSourceOf(appConfigFile) {
  const { tileSourceFromUrl } = await import(pathToFileURL(repoPath('gateway/dist/security-headers.js')).href);
  const config = JSON.parse(readFileSync(appConfigFile, 'utf8'));
  return /** @type {string | null} */ (tileSourceFromUrl(config?.map?.tileUrl));
}

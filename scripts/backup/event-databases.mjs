// Which databases make up an event's data, and where the backups go.
import { join } from 'node:path';
import { SERVICES } from '../lib/workspace.mjs';
import { REPO_ROOT } from '../lib/workspace.mjs';

/** One database per service (CONTRACTS.md `MONGO_DB` defaults, docker-compose.yml). */
export const EVENT_DATABASES = SERVICES.map((service) => service.database);

export const DEFAULT_BACKUP_DIR = join(REPO_ROOT, 'backups');

/** A file-name-safe timestamp, e.g. 2026-11-21T06-30-00Z. @param {Date} date */
export function backupStamp(date) {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
}

/**
 * `--db a,b` (or repeated) as a list of event databases; unknown names are refused so a typo never
 * backs up nothing.
 * @param {string[] | undefined} values
 */
export function chooseDatabases(values) {
  const names = (values ?? [])
    .flatMap((value) => value.split(','))
    .map((name) => name.trim())
    .filter(Boolean);
  if (names.length === 0) return [...EVENT_DATABASES];
  const unknown = names.filter((name) => !EVENT_DATABASES.includes(name));
  if (unknown.length > 0) throw new Error(`未知的数据库：${unknown.join(', ')}（可选：${EVENT_DATABASES.join(', ')}）`);
  return names;
}

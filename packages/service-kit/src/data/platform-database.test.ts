import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPlatformMongoUri, NO_RUNNING_PLATFORM, withPlatformDatabase, type CliIo } from './platform-database.js';
import { captureCli } from '../testing/cli-io.js';

function dataDirWith(content: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'platform-db-'));
  writeFileSync(join(dir, 'run-state.json'), content);
  return dir;
}

function capture(env: NodeJS.ProcessEnv, withDatabase?: CliIo['withDatabase']) {
  const cli = captureCli(env, tmpdir());
  if (withDatabase) cli.io.withDatabase = withDatabase;
  return cli;
}

describe('findPlatformMongoUri', () => {
  it('prefers MONGODB_URI, then the state file of the local run', () => {
    const dir = dataDirWith(JSON.stringify({ mongoUri: 'mongodb://127.0.0.1:1/' }));
    expect(findPlatformMongoUri({ MONGODB_URI: 'mongodb://a', DATA_DIR: dir }, tmpdir())).toEqual({ ok: true, uri: 'mongodb://a', from: 'MONGODB_URI' });
    expect(findPlatformMongoUri({ DATA_DIR: dir }, tmpdir())).toEqual({ ok: true, uri: 'mongodb://127.0.0.1:1/', from: join(dir, 'run-state.json') });
    expect(findPlatformMongoUri({ DATA_DIR: dataDirWith('{oops') }, tmpdir())).toEqual({ ok: false, message: NO_RUNNING_PLATFORM });
  });
});

describe('withPlatformDatabase', () => {
  it('opens citygames_<part> unless MONGO_DB names another database', async () => {
    const plain = capture({ MONGODB_URI: 'mongodb://a' });
    expect(await withPlatformDatabase(plain.io, 'fanhua', async (database) => (database.dbName === 'citygames_fanhua' ? 0 : 9))).toBe(0);
    const named = capture({ MONGODB_URI: 'mongodb://a', MONGO_DB: 'other' });
    await withPlatformDatabase(named.io, 'auth', async () => 0);
    expect([...plain.opened, ...named.opened]).toEqual(['mongodb://a citygames_fanhua', 'mongodb://a other']);
  });

  it('says in Chinese that no platform runs, or that it cannot be reached, without credentials', async () => {
    const none = capture({ DATA_DIR: '/nonexistent-dir' });
    expect(await withPlatformDatabase(none.io, 'pilotsh', async () => 0)).toBe(1);
    expect(none.err).toEqual([NO_RUNNING_PLATFORM]);

    const stopped = capture({ MONGODB_URI: 'mongodb://organiser:s3cret@db.example:27017/' }, async () => {
      throw Object.assign(new Error('Server selection timed out after 10000 ms'), { name: 'MongoServerSelectionError' });
    });
    expect(await withPlatformDatabase(stopped.io, 'pilotsh', async () => 0)).toBe(1);
    expect(stopped.err.join('\n')).toMatch(/^无法连接平台的 MongoDB（mongodb:\/\/\*\*\*@db\.example:27017\/，来自 MONGODB_URI）/);
    expect(stopped.err.join('\n')).not.toContain('s3cret');
  });

  it('lets a failure of the work itself through instead of blaming the connection', async () => {
    const run = capture({ MONGODB_URI: 'mongodb://a' });
    await expect(withPlatformDatabase(run.io, 'polish120', async () => Promise.reject(new TypeError('bug')))).rejects.toThrow('bug');
    expect(run.err).toEqual([]);
  });
});

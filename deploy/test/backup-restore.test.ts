import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { SERVICES } from '@citygames/gateway/route-manifest';
import { loadComposeFile } from '../src/compose-file.js';
import { REPO_ROOT } from './repo-root.js';
// The `mongoUri` the run's globalSetup provides (type only).
import type {} from '@citygames/service-kit/testing/mongo-global-setup';
import * as archive from '../../scripts/backup/ejson-archive.mjs';
import * as eventDatabases from '../../scripts/backup/event-databases.mjs';

type Counts = Record<string, Record<string, { count: number }>>;
const { backupToDirectory, restoreFromDirectory, CannotListCollectionsError } = archive as {
  backupToDirectory(options: { uri: string; databases: string[]; collections?: string[]; dir: string }): Promise<Counts>;
  restoreFromDirectory(options: { uri: string; dir: string; drop?: boolean; rename?: Record<string, string> }): Promise<Counts>;
  CannotListCollectionsError: new (message: string) => Error;
};
const { EVENT_DATABASES, chooseDatabases } = eventDatabases as {
  EVENT_DATABASES: string[];
  chooseDatabases(values: string[] | undefined): string[];
};

const { ObjectId, Decimal128, Long, Binary } = mongoose.mongo;
const uri = inject('mongoUri');
const suffix = randomBytes(3).toString('hex');
const gameDb = `bk_${suffix}_game`;
const authDb = `bk_${suffix}_auth`;
let client: InstanceType<typeof mongoose.mongo.MongoClient>;
let work: string;

const teamId = new ObjectId();
const teams = [
  {
    _id: teamId,
    name: '开拓者',
    createdAt: new Date('2026-11-01T08:00:00.000Z'),
    balance: Decimal128.fromString('12.50'),
    score: Long.fromString('9007199254740993'),
    avatar: new Binary(Buffer.from([1, 2, 3])),
    members: [
      { phone: '13800000001', leader: true },
      { phone: '13800000002', leader: false },
    ],
  },
  { _id: new ObjectId(), name: '拾荒者', createdAt: new Date('2026-11-01T09:30:00.000Z'), members: [] },
];
const solves = Array.from({ length: 3 }, (_, index) => ({ _id: new ObjectId(), teamId, taskId: `t${index}`, at: new Date(Date.UTC(2026, 10, 1, 10, index)) }));
const accounts = [{ _id: 'acc-1', game: 'fanhua', phone: '13800000001', role: 'admin' }];

async function seed() {
  await client
    .db(gameDb)
    .collection('teams')
    .insertMany(teams.map((team) => ({ ...team })));
  await client
    .db(gameDb)
    .collection('solves')
    .insertMany(solves.map((solve) => ({ ...solve })));
  await client.db(gameDb).collection('solves').createIndex({ teamId: 1, taskId: 1 }, { unique: true, name: 'one_solve_per_team_task' });
  await client
    .db(authDb)
    .collection<{ _id: string }>('accounts')
    .insertMany(accounts.map((account) => ({ ...account })));
}

async function clear(db: string) {
  for (const name of ['teams', 'solves', 'accounts']) await client.db(db).collection(name).deleteMany({});
}

function canonical(documents: unknown[]): string[] {
  return documents.map((document) => mongoose.mongo.BSON.EJSON.stringify(document as Record<string, unknown>, { relaxed: false })).sort();
}

beforeAll(async () => {
  client = await mongoose.mongo.MongoClient.connect(uri, { serverMonitoringMode: 'poll' });
});

afterAll(async () => {
  for (const db of [gameDb, authDb, `${gameDb}_copy`]) await clear(db);
  await client.close();
});

beforeEach(async () => {
  await clear(gameDb);
  await clear(authDb);
  await clear(`${gameDb}_copy`);
  await seed();
  work = mkdtempSync(join(tmpdir(), 'citygames-backup-'));
  return () => rmSync(work, { recursive: true, force: true });
});

describe('Node backup and restore (EJSON)', () => {
  const collections = { [gameDb]: ['teams', 'solves'], [authDb]: ['accounts'] };

  async function backup(dir: string) {
    const gameCounts = await backupToDirectory({ uri, databases: [gameDb], collections: collections[gameDb], dir });
    const authCounts = await backupToDirectory({ uri, databases: [authDb], collections: collections[authDb], dir: `${dir}-auth` });
    return { ...gameCounts, ...authCounts };
  }

  it('brings back every document exactly, BSON types included', async () => {
    const dir = join(work, 'b1');
    expect(await backup(dir)).toEqual({
      [gameDb]: { teams: { count: 2 }, solves: { count: 3 } },
      [authDb]: { accounts: { count: 1 } },
    });
    const before = canonical(await client.db(gameDb).collection('teams').find().toArray());
    await clear(gameDb);
    await clear(authDb);

    await restoreFromDirectory({ uri, dir });
    await restoreFromDirectory({ uri, dir: `${dir}-auth` });
    const after = await client.db(gameDb).collection('teams').findOne({ _id: teamId });
    expect(canonical(await client.db(gameDb).collection('teams').find().toArray())).toEqual(before);
    expect(after?.balance).toBeInstanceOf(Decimal128);
    expect(after?.createdAt).toBeInstanceOf(Date);
    expect(String(after?.score)).toBe('9007199254740993');
    expect(await client.db(gameDb).collection('solves').countDocuments()).toBe(3);
    expect(await client.db(authDb).collection<{ _id: string }>('accounts').findOne({ _id: 'acc-1' })).toMatchObject({ role: 'admin' });
  });

  it('writes one line of canonical EJSON per document and a manifest with counts and indexes', async () => {
    const dir = join(work, 'b2');
    await backupToDirectory({ uri, databases: [gameDb], collections: collections[gameDb], dir });
    const lines = readFileSync(join(dir, gameDb, 'solves.ejson'), 'utf8')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[0] ?? '{}')).toHaveProperty('_id.$oid');
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    expect(manifest.format).toBe('citygames-ejson-backup');
    expect(manifest.databases[gameDb].collections.solves).toMatchObject({
      count: 3,
      indexes: [{ name: 'one_solve_per_team_task', key: { teamId: 1, taskId: 1 }, unique: true }],
    });
  });

  it('refuses to mix a backup into collections that hold data, and changes nothing', async () => {
    const dir = join(work, 'b3');
    await backupToDirectory({ uri, databases: [gameDb], collections: collections[gameDb], dir });
    await client.db(gameDb).collection('solves').deleteMany({});
    await expect(restoreFromDirectory({ uri, dir })).rejects.toThrow(new RegExp(`${gameDb}\\.teams.*--drop`));
    expect(await client.db(gameDb).collection('solves').countDocuments()).toBe(0);
    expect(await client.db(gameDb).collection('teams').countDocuments()).toBe(2);
  });

  it('with --drop replaces the data of each backed-up collection', async () => {
    const dir = join(work, 'b4');
    await backupToDirectory({ uri, databases: [gameDb], collections: collections[gameDb], dir });
    await client.db(gameDb).collection('teams').insertOne({ name: '备份之后才建的队' });
    await client.db(gameDb).collection('solves').deleteOne({ taskId: 't0' });
    expect(await restoreFromDirectory({ uri, dir, drop: true })).toEqual({ [gameDb]: { teams: { count: 2 }, solves: { count: 3 } } });
    expect((await client.db(gameDb).collection('teams').find().toArray()).map((team) => team.name).sort()).toEqual(['开拓者', '拾荒者'].sort());
    expect(await client.db(gameDb).collection('solves').countDocuments()).toBe(3);
  });

  it('restores a database under another name, indexes included', async () => {
    const dir = join(work, 'b5');
    await backupToDirectory({ uri, databases: [gameDb], collections: collections[gameDb], dir });
    await restoreFromDirectory({ uri, dir, rename: { [gameDb]: `${gameDb}_copy` } });
    const copy = client.db(`${gameDb}_copy`).collection('solves');
    expect(await copy.countDocuments()).toBe(3);
    const names = (await copy.listIndexes().toArray()).map((index) => index.name);
    expect(names).toContain('one_solve_per_team_task');
    await expect(copy.insertOne({ teamId, taskId: 't1' })).rejects.toThrow(/E11000/);
  });

  it('backs up every collection the server lists, or says to name them where it cannot list (jongodb)', async () => {
    const dir = join(work, 'b6');
    const canList = await client
      .db(gameDb)
      .listCollections()
      .toArray()
      .then(
        () => true,
        () => false,
      );
    if (canList) {
      expect(await backupToDirectory({ uri, databases: [gameDb], dir })).toEqual({ [gameDb]: { solves: { count: 3 }, teams: { count: 2 } } });
    } else {
      const attempt = backupToDirectory({ uri, databases: [gameDb], dir });
      await expect(attempt).rejects.toBeInstanceOf(CannotListCollectionsError);
      await expect(attempt).rejects.toThrow(/--collections/);
    }
  });
});

describe('event databases', () => {
  it('are the databases the services use in compose (one per service)', () => {
    const compose = loadComposeFile(join(REPO_ROOT, 'docker-compose.yml'));
    expect(EVENT_DATABASES).toEqual(SERVICES.map((service) => compose.services[service.name]?.environment?.MONGO_DB));
  });

  it('refuses a database name that is not one of them', () => {
    expect(chooseDatabases(['citygames_fanhua'])).toEqual(['citygames_fanhua']);
    expect(chooseDatabases(['citygames_auth,citygames_pilotsh'])).toEqual(['citygames_auth', 'citygames_pilotsh']);
    expect(() => chooseDatabases(['citygames_fanhau'])).toThrow(/citygames_fanhau/);
  });
});

describe('compose backup and restore (mongodump/mongorestore in the mongo container)', () => {
  /** A stand-in `docker` that records its arguments and stdin and plays mongodump's part. */
  function fakeDocker(dir: string, exitCode = 0) {
    const bin = join(dir, 'bin');
    const script = join(bin, 'docker');
    spawnSync('mkdir', ['-p', bin]);
    writeFileSync(
      script,
      `#!/bin/sh\nprintf '%s\\n' "$@" > "${dir}/args"\ncase " $* " in\n  *" mongodump "*) printf 'ARCHIVE-BYTES' ;;\n  *" mongorestore "*) cat > "${dir}/stdin" ;;\nesac\nexit ${exitCode}\n`,
    );
    chmodSync(script, 0o755);
    return { env: { ...process.env, PATH: `${bin}:${process.env.PATH ?? ''}` } };
  }

  function run(script: string, args: string[], env: NodeJS.ProcessEnv) {
    return spawnSync(process.execPath, [join(REPO_ROOT, 'scripts', script), ...args], { cwd: work, env, encoding: 'utf8' });
  }

  it('streams a gzip archive of every event database out of the container into a file', () => {
    const { env } = fakeDocker(work);
    const file = join(work, 'event.archive.gz');
    const result = run('backup.mjs', ['--out', file], env);
    expect(result.status, result.stderr).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe('ARCHIVE-BYTES');
    expect(readFileSync(join(work, 'args'), 'utf8').trim().split('\n')).toEqual([
      'compose',
      'exec',
      '-T',
      'mongo',
      'mongodump',
      '--archive',
      '--gzip',
      ...EVENT_DATABASES.map((database) => `--nsInclude=${database}.*`),
    ]);
  });

  it('leaves no partial file when mongodump fails', () => {
    const { env } = fakeDocker(work, 3);
    const file = join(work, 'failed.archive.gz');
    const result = run('backup.mjs', ['--out', file], env);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('mongodump 失败（退出码 3）');
    expect(existsSync(file)).toBe(false);
  });

  it('feeds the archive to mongorestore --drop for the chosen databases', () => {
    const { env } = fakeDocker(work);
    const file = join(work, 'in.archive.gz');
    writeFileSync(file, 'SOME-ARCHIVE');
    const result = run('restore.mjs', [file, '--db', 'citygames_fanhua'], env);
    expect(result.status, result.stderr).toBe(0);
    expect(readFileSync(join(work, 'stdin'), 'utf8')).toBe('SOME-ARCHIVE');
    expect(readFileSync(join(work, 'args'), 'utf8').trim().split('\n')).toEqual([
      'compose',
      'exec',
      '-T',
      'mongo',
      'mongorestore',
      '--archive',
      '--gzip',
      '--drop',
      '--nsInclude=citygames_fanhua.*',
    ]);
    expect(readdirSync(work)).toContain('in.archive.gz');
  });
});

import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeUpstreams } from '@citygames/gateway/gateway-layout';
import { GAME_IDS, SERVICES } from '@citygames/gateway/route-manifest';
import { activeServices, dependencies, interpolate, loadComposeFile, parseComposeFile, secretNames } from '../src/compose-file.js';
import { createComposeValidator } from '../src/compose-schema.js';
import { REPO_ROOT } from './repo-root.js';

const COMPOSE_PATH = join(REPO_ROOT, 'docker-compose.yml');
const compose = loadComposeFile(COMPOSE_PATH);
const validate = createComposeValidator();
const gameServices = SERVICES.filter((service) => service.game !== null);

function service(name: string) {
  const found = compose.services[name];
  if (!found) throw new Error(`docker-compose.yml has no service ${name}`);
  return found;
}

describe('docker-compose.yml against the Compose specification schema', () => {
  it('is valid as written, with the default variables and with every variable set', () => {
    expect(validate(compose)).toEqual({ valid: true, errors: [] });
    const custom = loadComposeFile(COMPOSE_PATH, {
      GATEWAY_PORT: '9000',
      GATEWAY_HTTPS_PORT: '9443',
      TLS_DIR: '/etc/letsencrypt-copy',
      MAP_TILE_URL: 'https://webrd0{s}.is.autonavi.com/appmaptile?x={x}&y={y}&z={z}',
      MONGO_HOST_PORT: '27018',
      CITYGAMES_TAG: '2026.11',
      SEED_DEMO: '1',
      LOG_LEVEL: 'debug',
    });
    expect(validate(custom)).toEqual({ valid: true, errors: [] });
    expect(custom.services.gateway?.ports).toEqual(['9000:8080', '9443:8443']);
    expect(custom.services.gateway?.volumes).toContain('/etc/letsencrypt-copy:/etc/citygames/tls:ro');
  });

  it('rejects what the specification rejects (so the check above can fail)', () => {
    const broken = parseComposeFile(
      'services:\n  web:\n    image: nginx\n    restrat: always\n    healthcheck:\n      test: ["CMD", "true"]\n      interval: five\n',
    );
    const result = validate(broken);
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toMatch(/restrat/);
    expect(result.errors.join('\n')).toMatch(/interval must match format "duration"/);
    expect(validate(parseComposeFile('services:\n  web:\n    image: nginx\n    ports: ["eighty:80"]\n')).valid).toBe(false);
  });

  it('interpolates variables the way compose does', () => {
    expect(interpolate('${A:-x}-${B-y}-$$C-$D', { A: '', B: '', D: 'd' })).toBe('x--$C-d');
    expect(() => interpolate('${KEY:?set KEY}', {})).toThrow(/set KEY/);
  });
});

describe('services, profiles and dependencies', () => {
  it('runs MongoDB, the gateway and every service of the route manifest', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['gateway', 'mongo', ...SERVICES.map((entry) => entry.name)].sort());
  });

  it('gives each game service its own profile (plus "all"); svc-auth, the gateway and MongoDB run in every event', () => {
    for (const entry of gameServices) expect(service(entry.name).profiles).toEqual([entry.game, 'all']);
    for (const name of ['svc-auth', 'gateway', 'mongo']) expect(service(name).profiles).toBeUndefined();
  });

  it("lets the gateway and svc-fanhua hold an event's radio streams (open-file limit 65536)", () => {
    for (const name of ['gateway', 'svc-fanhua']) {
      expect(service(name).ulimits).toEqual({ nofile: { soft: 65536, hard: 65536 } });
    }
  });

  it('starts exactly the chosen games for every combination of COMPOSE_PROFILES', () => {
    const combinations: string[][] = [[], ['all'], ...GAME_IDS.map((game) => [game]), ['pilotsh', 'fanhua']];
    for (const profiles of combinations) {
      const chosen = profiles.includes('all') ? [...GAME_IDS] : profiles;
      expect(activeServices(compose, profiles).sort()).toEqual(['gateway', 'mongo', 'svc-auth', ...chosen.map((game) => `svc-${game}`)].sort());
    }
  });

  it('never depends on a service that a profile can switch off, and waits for health', () => {
    for (const [name, entry] of Object.entries(compose.services)) {
      for (const [target, { condition }] of Object.entries(dependencies(entry))) {
        expect(compose.services[target], `${name} depends on ${target}`).toBeDefined();
        expect(compose.services[target]?.profiles, `${name} depends on profiled ${target}`).toBeUndefined();
        expect(condition).toBe('service_healthy');
      }
    }
    for (const entry of SERVICES) expect(Object.keys(dependencies(service(entry.name)))).toEqual(['mongo']);
    expect(Object.keys(dependencies(service('gateway')))).toEqual(['svc-auth']);
  });

  it('has a health check and a restart policy on every long-running service', () => {
    for (const [name, entry] of Object.entries(compose.services)) {
      expect(entry.healthcheck?.test, name).toBeDefined();
      expect(entry.healthcheck?.interval, name).toBeDefined();
      expect(entry.restart, name).toBe('unless-stopped');
    }
    for (const entry of SERVICES) {
      expect(service(entry.name).healthcheck?.test).toEqual(['CMD', 'node', '/app/healthcheck.mjs']);
    }
  });

  it('lets every Node service be scaled: no fixed container name, no host port, a drain period after SIGTERM', () => {
    for (const entry of SERVICES) {
      const definition = service(entry.name);
      expect(definition.container_name).toBeUndefined();
      expect(definition.ports).toBeUndefined();
      expect(definition.stop_grace_period).toBe('15s');
    }
  });

  it('builds the services from the one service Dockerfile and the gateway from its own, with the repository as context', () => {
    for (const name of [...SERVICES.map((entry) => entry.name), 'gateway']) {
      const definition = service(name);
      const dockerfile = name === 'gateway' ? 'gateway/Dockerfile' : 'deploy/docker/service.Dockerfile';
      expect(definition.build).toMatchObject({ context: '.', dockerfile });
      expect(existsSync(join(REPO_ROOT, dockerfile))).toBe(true);
      expect(definition.image).toBe(`citygames/${name}:latest`);
    }
  });

  it('listens where the gateway config generated from the route manifest forwards to', () => {
    const upstreams = composeUpstreams();
    for (const entry of SERVICES) {
      expect(`${entry.name}:${service(entry.name).environment?.PORT}`).toBe(upstreams[entry.name]);
    }
    // HTTPS on 443, plain HTTP on 80 (redirects, and the ACME challenge).
    expect(service('gateway').ports).toEqual(['80:8080', '443:8443']);
    expect(service('gateway').volumes).toEqual(['./deploy/tls:/etc/citygames/tls:ro', './deploy/acme-webroot:/var/www/acme:ro']);
  });
});

describe('MongoDB', () => {
  const mongo = service('mongo');

  it('runs as a single-node replica set that initialises itself, so transactions work', () => {
    expect(mongo.image).toMatch(/^mongo:8(\.|$)/);
    expect(mongo.command).toEqual(['--replSet', 'rs0', '--bind_ip_all']);
    const test = (mongo.healthcheck?.test as string[]).join(' ');
    expect(test).toMatch(/^CMD mongosh --quiet --eval /);
    expect(test).toContain("rs.initiate({ _id: 'rs0', members: [{ _id: 0, host: 'mongo:27017' }] })");
    expect(test).toContain('isWritablePrimary');
  });

  it('keeps its data in a named volume', () => {
    expect(mongo.volumes).toEqual(['mongo-data:/data/db']);
    expect(compose.volumes).toHaveProperty('mongo-data');
  });

  it('publishes its port on the loopback interface only', () => {
    expect(mongo.ports).toEqual(['127.0.0.1:27017:27017']);
  });

  it('gives each service the replica-set URI and a database of its own (the CONTRACTS.md defaults)', () => {
    const databases = SERVICES.map((entry) => service(entry.name).environment?.MONGO_DB);
    expect(databases).toEqual(SERVICES.map((entry) => `citygames_${entry.game ?? 'auth'}`));
    for (const entry of SERVICES) {
      expect(service(entry.name).environment?.MONGODB_URI).toBe('mongodb://mongo:27017/?replicaSet=rs0');
    }
  });
});

describe('secrets', () => {
  it('mounts the public key in every service and the private key in svc-auth only', () => {
    for (const entry of SERVICES) {
      const definition = service(entry.name);
      expect(secretNames(definition)).toContain('jwt_public_key');
      expect(definition.environment?.JWT_PUBLIC_KEY_FILE).toBe('/run/secrets/jwt_public_key');
      const holdsPrivate = entry.name === 'svc-auth';
      expect(secretNames(definition).includes('jwt_private_key')).toBe(holdsPrivate);
      expect(definition.environment?.JWT_PRIVATE_KEY_FILE).toBe(holdsPrivate ? '/run/secrets/jwt_private_key' : undefined);
    }
    expect(secretNames(service('gateway'))).toEqual([]);
  });

  it('reads the keys from files in deploy/secrets/, which git ignores', () => {
    expect(compose.secrets).toEqual({
      jwt_private_key: { file: './deploy/secrets/jwt_private_key.pem' },
      jwt_public_key: { file: './deploy/secrets/jwt_public_key.pem' },
    });
    for (const secret of Object.values(compose.secrets ?? {})) {
      const checked = spawnSync('git', ['check-ignore', '-q', '--no-index', secret.file ?? ''], { cwd: REPO_ROOT });
      expect(checked.status, `${secret.file} must be ignored by git`).toBe(0);
    }
    const notIgnored = spawnSync('git', ['check-ignore', '-q', '--no-index', 'deploy/k8s/base/kustomization.yaml'], { cwd: REPO_ROOT });
    expect(notIgnored.status).toBe(1);
  });

  it('lets no private key into the repository (tracked files and files git would add)', () => {
    const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    const pemBlock = /-----BEGIN [A-Z ]*PRIVATE KEY-----\r?\n[A-Za-z0-9+/=]{40,}/;
    const offenders = listed
      .split('\0')
      .filter(Boolean)
      .filter((file) => {
        const path = join(REPO_ROOT, file);
        if (!existsSync(path) || statSync(path).size > 2_000_000) return false;
        return pemBlock.test(readFileSync(path, 'utf8'));
      });
    expect(offenders).toEqual([]);
  });

  it('puts no key, password or token into the compose file itself', () => {
    const text = readFileSync(COMPOSE_PATH, 'utf8');
    expect(text).not.toMatch(/-----BEGIN/);
    for (const [name, entry] of Object.entries(compose.services)) {
      for (const [key, value] of Object.entries(entry.environment ?? {})) {
        if (/KEY|SECRET|PASSWORD|TOKEN/.test(key)) expect(`${name} ${key}=${value}`).toMatch(/_FILE=\/run\/secrets\//);
      }
      expect(entry.environment?.MONGODB_URI ?? '').not.toMatch(/\/\/[^/]*@/);
    }
  });
});

/** `docker compose` (v2 plugin) or `docker-compose`, whichever this machine has; both validate offline. */
function composeCli(): string[] | null {
  for (const command of [['docker', 'compose'], ['docker-compose']]) {
    const [binary, ...args] = command as [string, ...string[]];
    if (spawnSync(binary, [...args, 'version'], { stdio: 'ignore' }).status === 0) return command;
  }
  return null;
}
const cli = composeCli();

describe.runIf(cli)('the compose CLI of this machine (no engine needed)', () => {
  it('accepts docker-compose.yml with `config`', () => {
    const [binary, ...args] = cli as [string, ...string[]];
    const result = spawnSync(binary, [...args, '-f', COMPOSE_PATH, 'config', '-q'], { cwd: REPO_ROOT, encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { composeStaticRoots, composeUpstreams } from '@citygames/gateway/gateway-layout';
import { GAME_IDS, SERVICES } from '@citygames/gateway/route-manifest';
import {
  baseImage,
  effectiveUser,
  finalStage,
  instructionsOf,
  parseCopy,
  readDockerfile,
  stageNamed,
  type Dockerfile,
  type DockerStage,
} from '../src/dockerfile.js';
import { listWorkspaces, workspaceDependencies } from '../src/workspaces.js';
import { REPO_ROOT } from './repo-root.js';

const workspaces = listWorkspaces(REPO_ROOT);
const IMAGES = [...SERVICES.map((service) => service.name), 'gateway'];
const dockerfiles = new Map<string, Dockerfile>(IMAGES.map((name) => [name, readDockerfile(join(REPO_ROOT, name, 'Dockerfile'))]));

function dockerfileOf(name: string): Dockerfile {
  const dockerfile = dockerfiles.get(name);
  if (!dockerfile) throw new Error(`no Dockerfile for ${name}`);
  return dockerfile;
}

function runs(stage: DockerStage): string[] {
  return instructionsOf(stage, 'RUN').map((instruction) => instruction.args.replace(/^--mount=\S+\s+/, ''));
}

function workspaceNamed(dir: string) {
  const workspace = workspaces.find((candidate) => candidate.dir === dir);
  if (!workspace) throw new Error(`no workspace ${dir}`);
  return workspace;
}

/** Collapses the instructions of a stage to compare stages of different Dockerfiles. */
function stageText(stage: DockerStage): string {
  return [stage.from, stage.alias, ...stage.instructions.map((instruction) => `${instruction.name} ${instruction.args}`)].join('\n');
}

describe.each(IMAGES)('%s/Dockerfile', (name) => {
  const dockerfile = dockerfileOf(name);
  const runtime = finalStage(dockerfile);

  it('is multi-stage: the final image holds no build tools or sources', () => {
    expect(dockerfile.stages.map((stage) => stage.alias)).toEqual(['manifests', 'deps', 'build', ...(name === 'gateway' ? [] : ['prod-deps']), 'runtime']);
    expect(runtime.from).toBe('${RUNTIME_IMAGE}');
    for (const copy of instructionsOf(runtime, 'COPY').map(parseCopy)) {
      if (copy.from === 'build') for (const source of copy.sources) expect(source).toMatch(/\/dist\/|nginx(-edge|-http)?\.conf$|app-config\.json$/);
    }
  });

  it('runs as a user that is not root, with a health check', () => {
    const user = effectiveUser(runtime);
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    expect(['node', 'nginx']).toContain(user);
    expect(instructionsOf(runtime, 'HEALTHCHECK')).toHaveLength(1);
  });

  it('installs exactly what the lockfile says, without install scripts, from every workspace manifest', () => {
    const manifests = stageNamed(dockerfile, 'manifests');
    const copied = instructionsOf(manifests, 'COPY').flatMap((instruction) => parseCopy(instruction).sources);
    expect(copied).toEqual(['package.json', 'package-lock.json', '.npmrc', ...workspaces.map((workspace) => `${workspace.dir}/package.json`)]);
    expect(runs(stageNamed(dockerfile, 'deps'))).toEqual(['npm ci --ignore-scripts --no-audit --no-fund']);
  });

  it('shares its dependency stages with every other Dockerfile, so they are built once', () => {
    const reference = dockerfileOf('svc-auth');
    for (const alias of ['manifests', 'deps']) {
      expect(stageText(stageNamed(dockerfile, alias))).toBe(stageText(stageNamed(reference, alias)));
    }
    expect(dockerfile.globalArgs.BUILD_IMAGE).toBe(reference.globalArgs.BUILD_IMAGE);
  });
});

describe.each(SERVICES.map((service) => service.name))('%s image', (name) => {
  const dockerfile = dockerfileOf(name);
  const workspace = workspaceNamed(name);
  const runtimeDependencies = workspaceDependencies(workspaces, workspace.name);
  const runtime = finalStage(dockerfile);

  it('builds with the project\'s own npm script', () => {
    expect(workspace.scripts.build).toBe('tsc -b');
    expect(runs(stageNamed(dockerfile, 'build'))).toEqual([`npm run build --workspace ${workspace.name}`]);
  });

  it('copies the sources of the service and of every workspace package it depends on (and nothing else)', () => {
    const sources = instructionsOf(stageNamed(dockerfile, 'build'), 'COPY').flatMap((instruction) => parseCopy(instruction).sources);
    expect(sources).toEqual(['tsconfig.base.json', 'tsconfig.node.json', ...runtimeDependencies.map((dep) => `${dep.dir}/`), `${name}/`]);
  });

  it('installs production dependencies of this workspace only, on the runtime platform', () => {
    const prodDeps = stageNamed(dockerfile, 'prod-deps');
    expect(prodDeps.from).toBe('${RUNTIME_IMAGE}');
    expect(runs(prodDeps)).toEqual([`npm ci --omit=dev --ignore-scripts --no-audit --no-fund --workspace ${workspace.name}`]);
  });

  it('ships the compiled output of the service and its workspace packages, and starts it as npm start would', () => {
    const copies = instructionsOf(runtime, 'COPY').map(parseCopy);
    const fromBuild = copies.filter((copy) => copy.from === 'build').flatMap((copy) => copy.sources);
    expect(fromBuild).toEqual([...runtimeDependencies.map((dep) => `/repo/${dep.dir}/dist/`), `/repo/${name}/dist/`]);
    expect(workspace.scripts.start).toBe('node dist/main.js');
    expect(instructionsOf(runtime, 'WORKDIR').at(-1)?.args).toBe(`/app/${name}`);
    expect(instructionsOf(runtime, 'CMD').at(-1)?.args).toBe('["node", "dist/main.js"]');
  });

  it('ships the service\'s content folder (demo pack) when it has one', () => {
    const copied = instructionsOf(runtime, 'COPY').map(parseCopy).filter((copy) => copy.from === null).flatMap((copy) => copy.sources);
    const hasContent = existsSync(join(REPO_ROOT, name, 'content'));
    expect(copied.includes(`${name}/content/`)).toBe(hasContent);
    if (hasContent) expect(instructionsOf(runtime, 'COPY').map(parseCopy).find((copy) => copy.sources[0] === `${name}/content/`)?.destination).toBe(`${name}/content/`);
  });

  it('uses a small Node base for the runtime and listens on the port the gateway forwards to', () => {
    expect(dockerfile.globalArgs.RUNTIME_IMAGE).toMatch(/^node:22(\.\d+)*-alpine/);
    expect(baseImage(dockerfile, runtime)).toBe(dockerfile.globalArgs.RUNTIME_IMAGE);
    const port = composeUpstreams()[name].split(':')[1];
    expect(instructionsOf(runtime, 'ENV').map((env) => env.args).join(' ')).toContain(`PORT=${port}`);
    expect(instructionsOf(runtime, 'EXPOSE').map((expose) => expose.args)).toEqual([port]);
    expect(instructionsOf(runtime, 'HEALTHCHECK')[0]?.args).toContain('CMD ["node", "/app/healthcheck.mjs"]');
  });
});

describe('gateway image', () => {
  const dockerfile = dockerfileOf('gateway');
  const build = stageNamed(dockerfile, 'build');
  const runtime = finalStage(dockerfile);
  const frontEnds = ['shell', ...GAME_IDS.map((game) => `mf-${game}`)];

  it('builds the shell, the three remotes and the config generator with their own npm scripts', () => {
    // The same commands scripts/build.mjs (npm run build, npm start) runs for these folders.
    for (const dir of frontEnds) expect(workspaceNamed(dir).scripts.build).toBe('rspack build');
    expect(workspaceNamed('gateway').scripts.build).toBe('tsc -b');
    const [buildRun, renderRun, renderHttpRun, renderEdgeRun] = runs(build);
    expect(buildRun).toBe(`npm run build ${[...frontEnds, 'gateway'].map((dir) => `--workspace ${workspaceNamed(dir).name}`).join(' ')}`);
    expect(renderRun).toBe(
      'node gateway/dist/cli/render-nginx.js --mode compose --port ${GATEWAY_HTTPS_PORT} ' +
        '--tls-cert /etc/citygames/tls/fullchain.pem --tls-key /etc/citygames/tls/privkey.pem ' +
        '--redirect-from ${GATEWAY_PORT} --acme-webroot /var/www/acme --map-tile-url "${MAP_TILE_URL}" ' +
        '--html-root /usr/share/nginx/html --out /repo/nginx.conf',
    );
    expect(renderHttpRun).toBe(
      'node gateway/dist/cli/render-nginx.js --mode compose --port ${GATEWAY_PORT} --map-tile-url "${MAP_TILE_URL}" --html-root /usr/share/nginx/html --out /repo/nginx-http.conf',
    );
    expect(renderEdgeRun).toBe(
      'node deploy/docker/render-edge-nginx.mjs --port ${GATEWAY_PORT} --map-tile-url "${MAP_TILE_URL}" --html-root /usr/share/nginx/html --out /repo/nginx-edge.conf',
    );
  });

  it('serves each build where the generated nginx config looks for it', () => {
    const roots = composeStaticRoots('/usr/share/nginx/html');
    const destinations = Object.fromEntries(
      instructionsOf(runtime, 'COPY')
        .map(parseCopy)
        .map((copy) => [copy.sources[0], copy.destination]),
    );
    expect(destinations['/repo/nginx.conf']).toBe('/etc/nginx/nginx.conf');
    expect(destinations['/repo/nginx-edge.conf']).toBe('/etc/nginx/nginx-edge.conf');
    expect(destinations['/repo/nginx-http.conf']).toBe('/etc/nginx/nginx-http.conf');
    expect(destinations['/repo/shell/dist/']).toBe(`${roots.shell}/`);
    expect(destinations['/repo/shell/dist/app-config.json']).toBe(roots.appConfigFile);
    for (const game of GAME_IDS) expect(destinations[`/repo/mf-${game}/dist/`]).toBe(`${roots.remotes[game]}/`);
  });

  it('is the official nginx image, listening on the unprivileged ports compose publishes', () => {
    // 1.28: `server … resolve` in upstream blocks (≥ 1.27.3) and `http2 on` (≥ 1.25.1), which the generated config uses.
    expect(dockerfile.globalArgs.RUNTIME_IMAGE).toMatch(/^nginx:1\.(2[89]|[3-9]\d)-alpine$/);
    expect(instructionsOf(runtime, 'ARG').map((arg) => arg.args)).toEqual(['GATEWAY_PORT=8080', 'GATEWAY_HTTPS_PORT=8443']);
    expect(instructionsOf(runtime, 'EXPOSE').map((expose) => expose.args)).toEqual(['${GATEWAY_PORT} ${GATEWAY_HTTPS_PORT}']);
    expect(instructionsOf(runtime, 'CMD').at(-1)?.args).toBe('["nginx", "-e", "stderr", "-g", "daemon off;"]');
  });
});

describe('.dockerignore', () => {
  it('keeps local state, secrets and build output out of every build context', () => {
    const ignored = readFileSync(join(REPO_ROOT, '.dockerignore'), 'utf8').split('\n').map((line) => line.trim());
    for (const entry of ['**/node_modules', '**/dist', '.git', '.data', '.env', 'deploy/secrets']) expect(ignored).toContain(entry);
  });
});

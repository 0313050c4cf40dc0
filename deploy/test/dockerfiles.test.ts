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
import { loadComposeFile } from '../src/compose-file.js';
import { listWorkspaces, workspaceDependencies } from '../src/workspaces.js';
import { REPO_ROOT } from './repo-root.js';

const workspaces = listWorkspaces(REPO_ROOT);
const compose = loadComposeFile(join(REPO_ROOT, 'docker-compose.yml'));
/** The one Dockerfile of the four Node services, chosen by build arguments. */
const SERVICE_DOCKERFILE = 'deploy/docker/service.Dockerfile';
const DOCKERFILES = [SERVICE_DOCKERFILE, 'gateway/Dockerfile'];
const dockerfiles = new Map<string, Dockerfile>(DOCKERFILES.map((path) => [path, readDockerfile(join(REPO_ROOT, path))]));

function dockerfileOf(path: string): Dockerfile {
  const dockerfile = dockerfiles.get(path);
  if (!dockerfile) throw new Error(`no Dockerfile ${path}`);
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

function argsOf(stage: DockerStage): string[] {
  return instructionsOf(stage, 'ARG').map((instruction) => instruction.args);
}

describe.each(DOCKERFILES)('%s', (path) => {
  const dockerfile = dockerfileOf(path);
  const runtime = finalStage(dockerfile);
  const isGateway = path === 'gateway/Dockerfile';

  it('is multi-stage: the final image holds no build tools or sources', () => {
    expect(dockerfile.stages.map((stage) => stage.alias)).toEqual(['manifests', 'deps', 'build', ...(isGateway ? [] : ['prod-deps']), 'runtime']);
    expect(runtime.from).toBe('${RUNTIME_IMAGE}');
    for (const copy of instructionsOf(runtime, 'COPY').map(parseCopy)) {
      if (copy.from === 'build') for (const source of copy.sources) expect(source).toMatch(/\/dist\/|nginx(-edge|-http)?\.conf$|app-config\.json$|^\/image\/$/);
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

  it('shares its dependency stages with the other Dockerfile, so they are built once', () => {
    const reference = dockerfileOf(SERVICE_DOCKERFILE);
    for (const alias of ['manifests', 'deps']) {
      expect(stageText(stageNamed(dockerfile, alias))).toBe(stageText(stageNamed(reference, alias)));
    }
    expect(dockerfile.globalArgs.BUILD_IMAGE).toBe(reference.globalArgs.BUILD_IMAGE);
  });
});

describe('the service image', () => {
  const dockerfile = dockerfileOf(SERVICE_DOCKERFILE);
  const build = stageNamed(dockerfile, 'build');
  const runtime = finalStage(dockerfile);

  it('builds the chosen service with its own npm script, after the sources of the packages and of the service', () => {
    expect(argsOf(build)).toEqual(['SERVICE', 'PACKAGES']);
    const sources = instructionsOf(build, 'COPY').flatMap((instruction) => parseCopy(instruction).sources);
    expect(sources).toEqual(['tsconfig.base.json', 'tsconfig.node.json', 'packages/', '${SERVICE}/']);
    const [guard, buildRun, gather] = runs(build);
    expect(guard).toMatch(/^test -n "\$\{SERVICE\}" \|\|/);
    expect(buildRun).toBe('npm run build --workspace @citygames/${SERVICE}');
    // the runtime image takes /image: compiled output only, plus the service's content/ when it has one
    expect(gather).toBe(
      'mkdir -p /image/${SERVICE} && cp -R ${SERVICE}/dist /image/${SERVICE}/dist && ' +
        'if [ -d ${SERVICE}/content ]; then cp -R ${SERVICE}/content /image/${SERVICE}/content; fi && ' +
        'for package in ${PACKAGES}; do mkdir -p /image/packages/$package && cp -R packages/$package/dist /image/packages/$package/dist; done',
    );
  });

  it('installs production dependencies of the chosen workspace only, on the runtime platform', () => {
    const prodDeps = stageNamed(dockerfile, 'prod-deps');
    expect(prodDeps.from).toBe('${RUNTIME_IMAGE}');
    expect(runs(prodDeps)).toEqual(['npm ci --omit=dev --ignore-scripts --no-audit --no-fund --workspace @citygames/${SERVICE}']);
  });

  it('ships what the build stage gathered and starts the service as npm start would, on the port it is given', () => {
    const copies = instructionsOf(runtime, 'COPY').map(parseCopy);
    expect(copies.filter((copy) => copy.from === 'build')).toEqual([{ from: 'build', sources: ['/image/'], destination: './' }]);
    expect(argsOf(runtime)).toEqual(['SERVICE', 'PORT']);
    expect(instructionsOf(runtime, 'WORKDIR').at(-1)?.args).toBe('/app/${SERVICE}');
    expect(instructionsOf(runtime, 'CMD').at(-1)?.args).toBe('["node", "dist/main.js"]');
    expect(
      instructionsOf(runtime, 'ENV')
        .map((env) => env.args)
        .join(' '),
    ).toContain('PORT=${PORT}');
    expect(instructionsOf(runtime, 'EXPOSE').map((expose) => expose.args)).toEqual(['${PORT}']);
    expect(instructionsOf(runtime, 'HEALTHCHECK')[0]?.args).toContain('CMD ["node", "/app/healthcheck.mjs"]');
  });

  it('uses a small Node base for the runtime, on the Node version of .nvmrc and package.json engines', () => {
    const node = readFileSync(join(REPO_ROOT, '.nvmrc'), 'utf8').trim();
    const engines = (JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
    expect(engines).toBe(`>=${node} <${Number(node.split('.')[0]) + 1}`);
    expect(dockerfile.globalArgs.BUILD_IMAGE).toBe(`node:${node}-bookworm-slim`);
    expect(dockerfile.globalArgs.RUNTIME_IMAGE).toBe(`node:${node}-alpine`);
    expect(baseImage(dockerfile, runtime)).toBe(dockerfile.globalArgs.RUNTIME_IMAGE);
  });
});

describe.each(SERVICES.map((service) => service.name))('%s image (docker-compose.yml build arguments)', (name) => {
  const workspace = workspaceNamed(name);
  const build = compose.services[name]?.build;
  const args = build?.args ?? {};

  it('is built from the service Dockerfile with the repository as context', () => {
    expect(build).toMatchObject({ context: '.', dockerfile: SERVICE_DOCKERFILE });
    expect(args.SERVICE).toBe(name);
  });

  it('names every workspace package the service imports at run time, and nothing else', () => {
    const needed = workspaceDependencies(workspaces, workspace.name).map((dependency) => dependency.dir);
    expect(needed.every((dir) => dir.startsWith('packages/'))).toBe(true);
    expect((args.PACKAGES ?? '').split(/\s+/).filter(Boolean).sort()).toEqual(needed.map((dir) => dir.slice('packages/'.length)).sort());
  });

  it('listens on the port the gateway forwards to', () => {
    expect(args.PORT).toBe(composeUpstreams()[name].split(':')[1]);
  });

  it('has the npm scripts the Dockerfile runs: build with tsc -b, start with node dist/main.js', () => {
    expect(workspace.scripts.build).toBe('tsc -b');
    expect(workspace.scripts.start).toBe('node dist/main.js');
  });

  it('ships the content folder (demo pack) of the services that have one', () => {
    // the Dockerfile copies content/ when it exists; these are the services that read one at run time
    expect(existsSync(join(REPO_ROOT, name, 'content'))).toBe(name === 'svc-pilotsh' || name === 'svc-polish120' || name === 'svc-fanhua');
  });
});

describe('gateway image', () => {
  const dockerfile = dockerfileOf('gateway/Dockerfile');
  const build = stageNamed(dockerfile, 'build');
  const runtime = finalStage(dockerfile);
  const frontEnds = ['shell', ...GAME_IDS.map((game) => `mf-${game}`)];

  it('builds the shell, the three remotes and the config generator with their own npm scripts', () => {
    // The same commands scripts/build.mjs (npm run build, npm start) runs for these folders.
    for (const dir of frontEnds) expect(workspaceNamed(dir).scripts.build).toBe('rspack build');
    expect(workspaceNamed('gateway').scripts.build).toBe('tsc -b');
    const [buildRun, serviceWorkerRun, renderRun, renderHttpRun, renderEdgeRun] = runs(build);
    expect(buildRun).toBe(`npm run build ${[...frontEnds, 'gateway'].map((dir) => `--workspace ${workspaceNamed(dir).name}`).join(' ')}`);
    // the same service worker step as npm run build (scripts/lib/build-steps.mjs), over the four builds
    expect(serviceWorkerRun).toBe('node scripts/build-service-worker.mjs');
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
    const ignored = readFileSync(join(REPO_ROOT, '.dockerignore'), 'utf8')
      .split('\n')
      .map((line) => line.trim());
    for (const entry of ['**/node_modules', '**/dist', '.git', '.data', '.env', 'deploy/secrets']) expect(ignored).toContain(entry);
  });
});

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { describe, expect, it } from 'vitest';
import { composeUpstreams } from '@citygames/gateway/gateway-layout';
import * as manifest from '@citygames/gateway/route-manifest';
import { API_ROUTES, GAME_IDS, SERVICES } from '@citygames/gateway/route-manifest';
import { loadComposeFile } from '../src/compose-file.js';
import { effectiveUser, finalStage, instructionsOf, parseCopy, readDockerfile } from '../src/dockerfile.js';
import { k8sDir, kustomizeBuild, objectsOfKind, type K8sObject } from '../src/kustomize.js';
import { REPO_ROOT } from './repo-root.js';
import * as ingressGenerator from '../k8s/render-ingress.mjs';

const { renderIngress, fromManifest, INGRESS_FILE } = ingressGenerator as {
  renderIngress(input: unknown): string;
  fromManifest(routeManifest: unknown, upstreams: Record<string, string>): unknown;
  INGRESS_FILE: string;
};

interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: { name: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: { allowPrivilegeEscalation?: boolean; readOnlyRootFilesystem?: boolean; capabilities?: { drop?: string[] } };
  volumeMounts?: { name: string; mountPath: string }[];
}
interface PodSpec {
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  containers: Container[];
  volumes?: { name: string; secret?: { secretName: string; items?: { key: string; path: string }[] }; emptyDir?: object }[];
}
interface Deployment extends K8sObject {
  spec: { selector: { matchLabels: Record<string, string> }; template: { metadata: { labels: Record<string, string> }; spec: PodSpec } };
}
interface IngressPath {
  path: string;
  pathType: string;
  backend: { service: { name: string; port: { number: number } } };
}

const base = kustomizeBuild(k8sDir(REPO_ROOT, 'base'));
const allGames = kustomizeBuild(k8sDir(REPO_ROOT, 'overlays', 'example-all-games'));
const twoGames = kustomizeBuild(k8sDir(REPO_ROOT, 'overlays', 'example-pilotsh-fanhua'));
const builds = { base, 'example-all-games': allGames, 'example-pilotsh-fanhua': twoGames };
const compose = loadComposeFile(join(REPO_ROOT, 'docker-compose.yml'));
const servicePort = (name: string) => Number(composeUpstreams()[name as keyof ReturnType<typeof composeUpstreams>]?.split(':')[1]);

function deployments(objects: K8sObject[]): Deployment[] {
  return objectsOfKind<Deployment>(objects, 'Deployment');
}

function ingressPaths(objects: K8sObject[]): IngressPath[] {
  return objectsOfKind(objects, 'Ingress').flatMap((ingress) =>
    (ingress.spec.rules as { http: { paths: IngressPath[] } }[]).flatMap((rule) => rule.http.paths),
  );
}

function selects(selector: Record<string, string>, labels: Record<string, string>): boolean {
  return Object.entries(selector).every(([name, value]) => labels[name] === value);
}

function container(deployment: Deployment): Container {
  const [only, ...others] = deployment.spec.template.spec.containers;
  if (!only || others.length > 0) throw new Error(`${deployment.metadata.name}: one container expected`);
  return only;
}

describe('Ingress generated from the route manifest', () => {
  it('is committed exactly as the generator writes it today', () => {
    expect(readFileSync(INGRESS_FILE, 'utf8')).toBe(renderIngress(fromManifest(manifest, composeUpstreams())));
  });

  it('routes every API route of the manifest to its service, exact paths as Exact and prefixes as Prefix', () => {
    const paths = ingressPaths(base);
    for (const route of API_ROUTES) {
      const found = paths.filter((path) => path.path === route.path);
      expect(found, route.path).toHaveLength(1);
      expect(found[0]).toEqual({
        path: route.path,
        pathType: route.match === 'exact' ? 'Exact' : 'Prefix',
        backend: { service: { name: route.service, port: { number: servicePort(route.service) } } },
      });
    }
    expect(paths.filter((path) => path.path === '/')).toEqual([
      { path: '/', pathType: 'Prefix', backend: { service: { name: 'gateway', port: { number: 8080 } } } },
    ]);
    expect(paths).toHaveLength(API_ROUTES.length + 1);
  });

  it('keeps each game in Ingresses of its own, so an overlay can switch the game off', () => {
    for (const game of GAME_IDS) {
      const own = objectsOfKind(base, 'Ingress').filter((ingress) => ingress.metadata.name.startsWith(`citygames-${game}`));
      const ownPaths = ingressPaths(own).map((path) => path.path);
      expect(ownPaths.sort()).toEqual(
        API_ROUTES.filter((route) => route.game === game)
          .map((route) => route.path)
          .sort(),
      );
    }
  });

  it('terminates TLS from the citygames-tls Secret on every Ingress and redirects plain HTTP', () => {
    for (const ingress of objectsOfKind(base, 'Ingress')) {
      expect(ingress.spec.tls, ingress.metadata.name).toEqual([{ secretName: 'citygames-tls' }]);
      expect(ingress.metadata.annotations).toMatchObject({ 'nginx.ingress.kubernetes.io/force-ssl-redirect': 'true' });
    }
  });

  it('limits logins and registrations per client address as the gateway does, and nothing else', () => {
    for (const ingress of objectsOfKind(base, 'Ingress')) {
      const paths = ingressPaths([ingress]).map((path) => path.path);
      const limited = API_ROUTES.filter((route) => route.checksPassword).map((route) => route.path);
      if (ingress.metadata.name.endsWith('-logins')) {
        expect(ingress.metadata.annotations).toMatchObject({
          'nginx.ingress.kubernetes.io/limit-rps': String(manifest.PASSWORD_REQUEST_LIMIT.perSecond),
          'nginx.ingress.kubernetes.io/limit-burst-multiplier': String(manifest.PASSWORD_REQUEST_LIMIT.burst / manifest.PASSWORD_REQUEST_LIMIT.perSecond),
        });
        for (const path of paths) expect(limited, path).toContain(path);
      } else {
        expect(ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/limit-rps'], ingress.metadata.name).toBeUndefined();
        for (const path of paths) expect(limited, path).not.toContain(path);
      }
    }
    expect(
      ingressPaths(objectsOfKind(base, 'Ingress').filter((ingress) => ingress.metadata.name.endsWith('-logins')))
        .map((path) => path.path)
        .sort(),
    ).toEqual(
      API_ROUTES.filter((route) => route.checksPassword)
        .map((route) => route.path)
        .sort(),
    );
  });

  it('streams event feeds unbuffered with a long read time-out (ingress-nginx annotations, as strings)', () => {
    const stream = objectsOfKind(base, 'Ingress').find((ingress) => ingress.metadata.name === 'citygames-fanhua-stream');
    expect(stream?.metadata.annotations).toMatchObject({
      'nginx.ingress.kubernetes.io/proxy-buffering': 'off',
      'nginx.ingress.kubernetes.io/proxy-read-timeout': String(manifest.PROXY_TIMEOUTS.streamRead),
    });
    for (const ingress of objectsOfKind(base, 'Ingress')) {
      for (const value of Object.values(ingress.metadata.annotations ?? {})) expect(typeof value).toBe('string');
    }
  });
});

describe.each(Object.entries(builds))('kustomize build of %s', (_name, objects) => {
  it('gives every Deployment probes, resource requests, a memory limit and a non-root user', () => {
    expect(deployments(objects).length).toBeGreaterThan(0);
    for (const deployment of deployments(objects)) {
      const name = deployment.metadata.name;
      const main = container(deployment);
      const portNames = (main.ports ?? []).map((port) => port.name);
      for (const probe of [main.readinessProbe, main.livenessProbe]) {
        expect(probe?.httpGet?.path, name).toMatch(/^\//);
        expect(portNames, name).toContain(probe?.httpGet?.port);
      }
      expect(main.resources?.requests?.cpu, name).toBeDefined();
      expect(main.resources?.requests?.memory, name).toBeDefined();
      expect(main.resources?.limits?.memory, name).toBeDefined();
      const pod = deployment.spec.template.spec;
      expect(pod.securityContext?.runAsNonRoot, name).toBe(true);
      expect(pod.securityContext?.runAsUser, name).toBeGreaterThan(0);
      expect(main.securityContext, name).toMatchObject({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
      expect(selects(deployment.spec.selector.matchLabels, deployment.spec.template.metadata.labels), name).toBe(true);
    }
  });

  it('has Services, autoscalers and disruption budgets that point at Deployments that exist', () => {
    const all = deployments(objects);
    for (const service of objectsOfKind(objects, 'Service')) {
      const selected = all.filter((deployment) => selects(service.spec.selector, deployment.spec.template.metadata.labels));
      expect(selected.map((deployment) => deployment.metadata.name)).toEqual([service.metadata.name]);
      const [deployment] = selected;
      const ports = (deployment ? container(deployment).ports : []) ?? [];
      for (const port of service.spec.ports as { port: number; targetPort: string }[]) {
        expect(ports.map((entry) => entry.name)).toContain(port.targetPort);
      }
    }
    for (const autoscaler of objectsOfKind(objects, 'HorizontalPodAutoscaler')) {
      const target = autoscaler.spec.scaleTargetRef as { kind: string; name: string };
      expect(target.kind).toBe('Deployment');
      expect(all.map((deployment) => deployment.metadata.name)).toContain(target.name);
      expect(autoscaler.spec.minReplicas).toBeGreaterThanOrEqual(2);
      expect(autoscaler.spec.maxReplicas).toBeGreaterThan(autoscaler.spec.minReplicas);
    }
    for (const budget of objectsOfKind(objects, 'PodDisruptionBudget')) {
      expect(all.filter((deployment) => selects(budget.spec.selector.matchLabels, deployment.spec.template.metadata.labels))).toHaveLength(1);
    }
  });

  it('sends Ingress traffic only to Services and ports that exist', () => {
    const services = objectsOfKind(objects, 'Service');
    for (const path of ingressPaths(objects)) {
      const service = services.find((candidate) => candidate.metadata.name === path.backend.service.name);
      expect(service, path.path).toBeDefined();
      expect((service?.spec.ports as { port: number }[]).map((port) => port.port)).toContain(path.backend.service.port.number);
    }
  });

  it('commits no Secret and no credential: MongoDB and the keys come from secrets the operator creates', () => {
    expect(objectsOfKind(objects, 'Secret')).toEqual([]);
    const text = JSON.stringify(objects);
    expect(text).not.toMatch(/mongodb:\/\/|-----BEGIN/);
    for (const deployment of deployments(objects).filter((entry) => entry.metadata.name !== 'gateway')) {
      const env = container(deployment).env ?? [];
      expect(env.find((variable) => variable.name === 'MONGODB_URI')?.valueFrom?.secretKeyRef).toEqual({ name: 'citygames-mongodb', key: 'MONGODB_URI' });
    }
  });
});

describe('services on Kubernetes match the compose deployment', () => {
  it('runs each service with the port, database and key files it has in compose', () => {
    for (const entry of SERVICES) {
      const deployment = deployments(base).find((candidate) => candidate.metadata.name === entry.name);
      if (!deployment) throw new Error(`no Deployment ${entry.name}`);
      const main = container(deployment);
      const env = Object.fromEntries((main.env ?? []).filter((variable) => variable.value !== undefined).map((variable) => [variable.name, variable.value]));
      const composeEnv = compose.services[entry.name]?.environment ?? {};
      expect(env.PORT).toBe(composeEnv.PORT);
      expect(env.MONGO_DB).toBe(composeEnv.MONGO_DB);
      expect(main.ports?.[0]?.containerPort).toBe(servicePort(entry.name));
      expect(main.image).toBe(`citygames/${entry.name}:latest`);
      expect(env.JWT_PUBLIC_KEY_FILE).toBe('/run/secrets/jwt/jwt_public_key.pem');
      const keyFiles = deployment.spec.template.spec.volumes?.find((volume) => volume.name === 'jwt')?.secret?.items?.map((item) => item.path);
      const holdsPrivate = entry.name === 'svc-auth';
      expect(keyFiles?.sort()).toEqual(holdsPrivate ? ['jwt_private_key.pem', 'jwt_public_key.pem'] : ['jwt_public_key.pem']);
      expect(env.JWT_PRIVATE_KEY_FILE).toBe(holdsPrivate ? '/run/secrets/jwt/jwt_private_key.pem' : undefined);
      expect(readinessPath(main)).toBe('/health');
    }
  });

  it('autoscales every game service', () => {
    const targets = objectsOfKind(base, 'HorizontalPodAutoscaler').map((autoscaler) => autoscaler.spec.scaleTargetRef.name);
    for (const game of GAME_IDS) expect(targets).toContain(`svc-${game}`);
  });

  it('runs the images as the users their Dockerfiles set', () => {
    const uid = { node: 1000, nginx: 101 } as const;
    for (const deployment of deployments(base)) {
      const dockerfile = deployment.metadata.name === 'gateway' ? 'gateway/Dockerfile' : 'deploy/docker/service.Dockerfile';
      const user = effectiveUser(finalStage(readDockerfile(join(REPO_ROOT, dockerfile)))) as keyof typeof uid;
      expect(deployment.spec.template.spec.securityContext?.runAsUser).toBe(uid[user]);
    }
  });

  it('starts the gateway with the Ingress-facing config its image carries', () => {
    const gateway = deployments(base).find((deployment) => deployment.metadata.name === 'gateway');
    const command = gateway ? container(gateway).command : undefined;
    const copies = instructionsOf(finalStage(readDockerfile(join(REPO_ROOT, 'gateway', 'Dockerfile'))), 'COPY').map(parseCopy);
    const edgeConfig = copies.find((copy) => copy.sources[0] === '/repo/nginx-edge.conf')?.destination;
    expect(command).toEqual(['nginx', '-c', edgeConfig, '-e', 'stderr', '-g', 'daemon off;']);
  });
});

function readinessPath(main: Container): string | undefined {
  return main.readinessProbe?.httpGet?.path;
}

describe('overlays per event', () => {
  const names = (objects: K8sObject[]) => objects.map((object) => `${object.kind}/${object.metadata.name}`).sort();

  it('opens every game in example-all-games, in its own namespace', () => {
    expect(names(allGames)).toEqual([...names(base), 'Namespace/citygames-all-games'].sort());
    for (const object of allGames.filter((entry) => entry.kind !== 'Namespace')) expect(object.metadata.namespace).toBe('citygames-all-games');
  });

  it('switches polish120 off in example-pilotsh-fanhua: no workload, autoscaler or route of it is left', () => {
    expect(twoGames.filter((object) => JSON.stringify(object).includes('polish120'))).toEqual([]);
    const removed = names(base).filter((name) => !names(twoGames).includes(name));
    expect(removed).toEqual([
      'Deployment/svc-polish120',
      'HorizontalPodAutoscaler/svc-polish120',
      'Ingress/citygames-polish120',
      'Ingress/citygames-polish120-logins',
      'PodDisruptionBudget/svc-polish120',
      'Service/svc-polish120',
    ]);
    const paths = ingressPaths(twoGames).map((path) => path.path);
    for (const route of API_ROUTES.filter((entry) => entry.game !== 'polish120')) expect(paths).toContain(route.path);
    // What polish120's paths reach instead: the site Ingress' catch-all, i.e. the gateway (GAME_OFFLINE).
    expect(ingressPaths(twoGames).find((path) => path.path === '/')?.backend.service.name).toBe('gateway');
  });
});

const kubectl = spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0 ? 'kubectl' : null;

describe.runIf(kubectl)('the real kustomize (kubectl kustomize) builds the same objects', () => {
  it.each(Object.keys(builds))('%s', (name) => {
    const dir = name === 'base' ? k8sDir(REPO_ROOT, 'base') : k8sDir(REPO_ROOT, 'overlays', name);
    const result = spawnSync(kubectl!, ['kustomize', dir], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    const real = parseAllDocuments(result.stdout, { version: '1.1' }).map((document) => document.toJS() as K8sObject);
    const byKey = (objects: K8sObject[]) => Object.fromEntries(objects.map((object) => [`${object.kind}/${object.metadata.name}`, object]));
    expect(byKey(builds[name as keyof typeof builds])).toEqual(byKey(real));
  });
});

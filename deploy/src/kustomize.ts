import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseAllDocuments, parse } from 'yaml';

/** A Kubernetes object as the manifests write it. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- each kind has its own spec
}

interface Kustomization {
  apiVersion?: string;
  kind?: string;
  namespace?: string;
  resources?: string[];
  labels?: { pairs: Record<string, string>; includeSelectors?: boolean; includeTemplates?: boolean }[];
  images?: { name: string; newName?: string; newTag?: string }[];
  patches?: { patch?: string; path?: string; target?: unknown }[];
}

const SUPPORTED = new Set(['apiVersion', 'kind', 'namespace', 'resources', 'labels', 'images', 'patches']);

/** The objects of a YAML file with one or more documents. */
export function readObjects(file: string): K8sObject[] {
  return parseAllDocuments(readFileSync(file, 'utf8'), { version: '1.1' })
    .map((document) => {
      if (document.errors.length > 0) throw new Error(`${file}: ${document.errors.map((error) => error.message).join('; ')}`);
      return document.toJS() as K8sObject | null;
    })
    .filter((object): object is K8sObject => object !== null);
}

function key(object: Pick<K8sObject, 'kind' | 'metadata'>): string {
  return `${object.kind}/${object.metadata.name}`;
}

function applyImages(object: K8sObject, images: NonNullable<Kustomization['images']>): void {
  const containers: { image: string }[] = object.spec?.template?.spec?.containers ?? [];
  for (const container of containers) {
    const [name, tag] = container.image.split(':');
    const rule = images.find((image) => image.name === name);
    if (rule) container.image = `${rule.newName ?? name}:${rule.newTag ?? tag ?? 'latest'}`;
  }
}

/**
 * The subset of `kustomize build` these manifests use: resources (files and folders), namespace,
 * labels (metadata only), images (newName/newTag) and `$patch: delete` patches. Anything else is an
 * error rather than being ignored, so a test never checks something kustomize would build differently.
 */
export function kustomizeBuild(dir: string): K8sObject[] {
  const file = join(dir, 'kustomization.yaml');
  const kustomization = parse(readFileSync(file, 'utf8'), { version: '1.1' }) as Kustomization;
  for (const field of Object.keys(kustomization)) if (!SUPPORTED.has(field)) throw new Error(`${file}: ${field} is not supported here`);

  let objects: K8sObject[] = [];
  for (const resource of kustomization.resources ?? []) {
    const path = resolve(dir, resource);
    if (!existsSync(path)) throw new Error(`${file}: resource ${resource} does not exist`);
    objects.push(...(statSync(path).isDirectory() ? kustomizeBuild(path) : readObjects(path)));
  }
  const seen = new Set<string>();
  for (const object of objects) {
    if (seen.has(key(object))) throw new Error(`${file}: ${key(object)} is defined twice`);
    seen.add(key(object));
  }

  for (const entry of kustomization.patches ?? []) {
    if (entry.path || entry.target || !entry.patch) throw new Error(`${file}: only inline $patch: delete patches are supported`);
    const patch = parse(entry.patch) as K8sObject & { $patch?: string };
    if (patch.$patch !== 'delete') throw new Error(`${file}: only $patch: delete is supported`);
    if (!seen.has(key(patch))) throw new Error(`${file}: patch deletes ${key(patch)}, which does not exist`);
    objects = objects.filter((object) => key(object) !== key(patch));
  }
  for (const { pairs, includeSelectors, includeTemplates } of kustomization.labels ?? []) {
    if (includeSelectors || includeTemplates) throw new Error(`${file}: labels reach metadata only here`);
    for (const object of objects) object.metadata.labels = { ...object.metadata.labels, ...pairs };
  }
  if (kustomization.images) for (const object of objects) applyImages(object, kustomization.images);
  if (kustomization.namespace) {
    for (const object of objects) {
      if (object.kind === 'Namespace') object.metadata.name = kustomization.namespace;
      else object.metadata.namespace = kustomization.namespace;
    }
  }
  return objects;
}

export function objectsOfKind<T extends K8sObject = K8sObject>(objects: readonly K8sObject[], kind: string): T[] {
  return objects.filter((object) => object.kind === kind) as T[];
}

export function k8sDir(repoRoot: string, ...parts: string[]): string {
  return join(repoRoot, 'deploy', 'k8s', ...parts);
}

import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface Workspace {
  /** Folder relative to the repository root, e.g. `packages/service-kit`. */
  dir: string;
  name: string;
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
}

interface PackageJson {
  name: string;
  workspaces?: string[];
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
}

function readPackage(dir: string): PackageJson {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/** Every npm workspace of the repository (root package.json `workspaces`, `dir/*` globs expanded). */
export function listWorkspaces(repoRoot: string): Workspace[] {
  const patterns = readPackage(repoRoot).workspaces ?? [];
  const dirs = patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(repoRoot, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(repoRoot, parent, entry.name, 'package.json')))
      .map((entry) => `${parent}/${entry.name}`);
  });
  return dirs.map((dir) => {
    const pkg = readPackage(join(repoRoot, dir));
    return { dir, name: pkg.name, scripts: pkg.scripts ?? {}, dependencies: pkg.dependencies ?? {} };
  });
}

/** The workspaces a workspace needs at run time, itself excluded, following workspace dependencies. */
export function workspaceDependencies(workspaces: readonly Workspace[], name: string): Workspace[] {
  const byName = new Map(workspaces.map((workspace) => [workspace.name, workspace]));
  const found = new Map<string, Workspace>();
  const visit = (current: string) => {
    for (const dependency of Object.keys(byName.get(current)?.dependencies ?? {})) {
      const workspace = byName.get(dependency);
      if (workspace && !found.has(dependency)) {
        found.set(dependency, workspace);
        visit(dependency);
      }
    }
  };
  visit(name);
  return [...found.values()];
}

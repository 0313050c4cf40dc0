import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// npm refuses to install a package restricted by `os`, `cpu` or `libc` on another platform (EBADPLATFORM)
// unless every path to it is optional. One such non-optional dependency (the jongodb binary, linux/x64/glibc
// only) made `npm ci` fail on macOS, Windows and Linux arm64/musl.
const root = join(import.meta.dirname, '..', '..');

interface LockedPackage {
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optional?: boolean;
}

describe('dependencies restricted to some platforms', () => {
  it('are reached only through optional dependencies, so npm ci works on every platform', () => {
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockedPackage> };
    const restricted = Object.entries(lock.packages).filter(([, entry]) => entry.os || entry.cpu || entry.libc);
    expect(restricted.length).toBeGreaterThan(0);
    const required = restricted
      .filter(([, entry]) => entry.optional !== true)
      .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')} (${[entry.os, entry.cpu, entry.libc].flat().filter(Boolean).join('/')})`);
    expect(required).toEqual([]);
  });
});

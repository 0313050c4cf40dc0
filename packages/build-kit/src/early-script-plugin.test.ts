import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compileEarlyScript } from './early-script-plugin.js';

const folders: string[] = [];
function sourceFile(text: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'early-script-'));
  folders.push(folder);
  const file = path.join(folder, 'early.ts');
  writeFileSync(file, text);
  return file;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('compileEarlyScript', () => {
  it('turns a TypeScript file with type imports into a classic script', () => {
    const code = compileEarlyScript(
      sourceFile("import type { X } from './x';\nconst value: X | number = 1;\n(globalThis as { seen?: unknown }).seen = value;\n"),
      true,
    );
    expect(code).not.toMatch(/\b(?:import|export)\b/);
    const scope: { seen?: unknown } = {};
    new Function('globalThis', code)(scope);
    expect(scope.seen).toBe(1);
  });

  it('refuses a file that would need bundling', () => {
    expect(() => compileEarlyScript(sourceFile("import { x } from './x';\nconsole.log(x);\n"), false)).toThrow(/cannot import or export/);
  });
});

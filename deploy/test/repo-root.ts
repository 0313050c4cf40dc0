import { fileURLToPath } from 'node:url';

/** The repository root (this file is deploy/test/repo-root.ts). */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

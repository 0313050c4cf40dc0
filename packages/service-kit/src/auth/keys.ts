import { readFileSync } from 'node:fs';

/** A PEM key from `NAME` (the PEM itself) or `NAME_FILE` (a path, as compose secrets and k8s mounts give). */
export function readPemFromEnv(name: string): string | undefined {
  const inline = process.env[name];
  if (inline && inline.includes('-----BEGIN')) return inline.replace(/\\n/g, '\n');
  const file = process.env[`${name}_FILE`];
  if (file) return readFileSync(file, 'utf8');
  return undefined;
}

export function requirePemFromEnv(name: string): string {
  const pem = readPemFromEnv(name);
  if (!pem) throw new Error(`缺少密钥：请设置 ${name} 或 ${name}_FILE`);
  return pem;
}

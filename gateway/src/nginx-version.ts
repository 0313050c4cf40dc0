/** '1.27.3' ≥ '1.25.1'? Versions as nginx prints them (`nginx version: nginx/1.22.1`). */
export function nginxVersionAtLeast(version: string, minimum: string): boolean {
  const parse = (text: string) => (/(\d+)\.(\d+)\.(\d+)/.exec(text) ?? []).slice(1).map(Number);
  const have = parse(version);
  const want = parse(minimum);
  if (have.length !== 3) throw new Error(`not an nginx version: ${version}`);
  for (let index = 0; index < 3; index += 1) {
    if (have[index]! !== want[index]!) return have[index]! > want[index]!;
  }
  return true;
}

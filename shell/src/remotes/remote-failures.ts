/**
 * What the Module Federation runtime reported about remotes that failed to load, so the
 * per-game panel can show a precise reason even when the failure happened outside React
 * (for example while fetching the manifest).
 */
export interface RemoteFailure {
  remote: string;
  lifecycle: string;
  message: string;
}

const failures = new Map<string, RemoteFailure>();

/** `mf_pilotsh/App` or a manifest URL `/remotes/pilotsh/mf-manifest.json` → `mf_pilotsh`. */
export function remoteNameOf(id: string): string | undefined {
  const byModule = /^(mf_[a-z0-9]+)(?:\/|$)/.exec(id);
  if (byModule) return byModule[1];
  const byManifest = /\/remotes\/([a-z0-9]+)\//.exec(id);
  return byManifest ? `mf_${byManifest[1]}` : undefined;
}

export function recordRemoteFailure(id: string, lifecycle: string, error: unknown): void {
  const remote = remoteNameOf(id);
  if (!remote) return;
  const message = error instanceof Error ? error.message : String(error);
  failures.set(remote, { remote, lifecycle, message });
}

export function lastRemoteFailure(remote: string): RemoteFailure | undefined {
  return failures.get(remote);
}

export function forgetRemoteFailure(remote: string): void {
  failures.delete(remote);
}

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeEarlyManifest } from '@citygames/web-kit/early-requests';
import { recordRemoteFailure } from './remote-failures';

/** A manifest fetch has no time-out of its own: a host that accepts but never answers would hang forever. */
export const MANIFEST_TIMEOUT_MS = 8000;

/**
 * Runtime plugin of the shell: manifests are fetched fresh with a time-out (or taken from the early script), and every load
 * failure is recorded (it fires once per lifecycle: the manifest URL, then `mf_x/App`); the
 * rejection itself reaches the per-game error boundary, which shows the retry panel.
 */
export default function citygamesRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'citygames-shell-runtime',
    fetch(url, init) {
      // the page's early script asked for this manifest already (same fresh fetch and time-out)
      return takeEarlyManifest(url) ?? fetch(url, { ...init, cache: 'no-store', signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    },
    errorLoadRemote(args) {
      recordRemoteFailure(String(args.id), String(args.lifecycle), args.error);
      console.warn(`[citygames] 远程模块加载失败：${String(args.id)}（${String(args.lifecycle)}）`, args.error);
      return undefined; // rethrow: the error boundary of that game shows the panel
    },
  };
}

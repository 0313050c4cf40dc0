import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { GameEntry } from '@citygames/web-kit/app-config';
import { forgetRemoteFailure } from './remote-failures';

export const remoteNameFor = (gameId: string) => `mf_${gameId}`;

/** Registers the remotes named in /app-config.json (manifest URLs are configuration, not code). */
export function registerGameRemotes(games: readonly GameEntry[]): void {
  registerRemotes(games.map((game) => ({ name: remoteNameFor(game.id), entry: game.manifest })));
}

/** Loads a game's exposed `./App`; rejects when the remote is down, missing or broken. */
export async function loadGameApp(gameId: string): Promise<{ default: ComponentType }> {
  const remote = remoteNameFor(gameId);
  forgetRemoteFailure(remote);
  const module = await loadRemote<{ default?: ComponentType }>(`${remote}/App`);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`${remote}/App 没有导出 React 组件`);
  }
  return { default: module.default };
}

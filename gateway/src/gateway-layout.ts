import { join } from 'node:path';
import { GAME_IDS, SERVICES, type GameId, type ServiceName } from './route-manifest.js';

/** Where the gateway finds each static build and the runtime configuration file. */
export interface StaticRoots {
  /** The shell's build (index.html at its top). */
  shell: string;
  /** Each remote's build (mf-manifest.json at its top). */
  remotes: Record<GameId, string>;
  /** The file served as /app-config.json. */
  appConfigFile: string;
}

/** Service name → "host:port" the gateway forwards to. */
export type UpstreamAddresses = Record<ServiceName, string>;

/**
 * Containers: each service by its compose service name (Docker DNS), on the same port numbers
 * as the local run with PORT_BASE 8080 unless the deployment says otherwise.
 */
export function composeUpstreams(portBase = 8080): UpstreamAddresses {
  return Object.fromEntries(SERVICES.map((service) => [service.name, `${service.name}:${portBase + service.portOffset}`])) as UpstreamAddresses;
}

/** Local run: the builds inside the repository, the runtime configuration in the run's data folder. */
export function localStaticRoots(repoRoot: string, appConfigFile: string): StaticRoots {
  return {
    shell: join(repoRoot, 'shell', 'dist'),
    remotes: Object.fromEntries(GAME_IDS.map((game) => [game, join(repoRoot, `mf-${game}`, 'dist')])) as Record<GameId, string>,
    appConfigFile,
  };
}

/** Gateway image: the builds copied under nginx's usual html folder. */
export function composeStaticRoots(htmlRoot = '/usr/share/nginx/html'): StaticRoots {
  return {
    shell: `${htmlRoot}/shell`,
    remotes: Object.fromEntries(GAME_IDS.map((game) => [game, `${htmlRoot}/remotes/${game}`])) as Record<GameId, string>,
    appConfigFile: `${htmlRoot}/app-config.json`,
  };
}

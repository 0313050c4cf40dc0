import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Every endpoint of every service, read from the services' own Express apps by list-service-routes.mjs,
 * so an endpoint added tomorrow is fuzzed without anyone listing it.
 */
export interface Endpoint {
  service: string;
  method: string;
  /** Express path with parameters, e.g. /api/fanhua/trade/details/:id */
  path: string;
}

const LISTER = join(dirname(fileURLToPath(import.meta.url)), 'list-service-routes.mjs');
export const SERVICE_NAMES = ['svc-auth', 'svc-pilotsh', 'svc-polish120', 'svc-fanhua'] as const;

export interface ServiceSurface {
  service: (typeof SERVICE_NAMES)[number];
  endpoints: Endpoint[];
  /** Collections of the service's mongoose models (its whole data). */
  collections: string[];
}

export function serviceSurfaces(): ServiceSurface[] {
  return SERVICE_NAMES.map((service) => ({
    service,
    ...(JSON.parse(execFileSync(process.execPath, [LISTER, service], { encoding: 'utf8' })) as Omit<ServiceSurface, 'service'>),
  }));
}

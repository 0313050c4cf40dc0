import { describe, expect, it } from 'vitest';
import { localStaticRoots } from '@citygames/gateway/gateway-layout';
import { renderNginxConfig } from '@citygames/gateway/render-nginx-config';
import { SERVICES as ROUTED_SERVICES } from '@citygames/gateway/route-manifest';
import { DEV_GATEWAY_PORT_OFFSET } from '../lib/dev-servers.mjs';
import { localServiceAddresses, upstreamsOf } from '../lib/service-addresses.mjs';

describe("the services' addresses of a local run", () => {
  it("put every service on the loopback at PORT_BASE + its offset in the gateway's route manifest", () => {
    const addresses = localServiceAddresses(9400);
    expect(Object.keys(addresses).sort()).toEqual(ROUTED_SERVICES.map((service) => service.name).sort());
    for (const service of ROUTED_SERVICES) {
      expect(addresses[service.name]).toEqual({ host: '127.0.0.1', port: 9400 + service.portOffset, address: `127.0.0.1:${9400 + service.portOffset}` });
    }
  });

  it('are where the nginx config of npm run dev forwards, although its gateway listens one port above PORT_BASE', () => {
    const portBase = 9400;
    const config = renderNginxConfig({
      mode: 'local',
      listenPort: portBase + DEV_GATEWAY_PORT_OFFSET,
      upstreams: upstreamsOf(localServiceAddresses(portBase)),
      staticRoots: localStaticRoots('/repo', '/data/app-config.json'),
    });
    expect(config).toContain(`listen ${portBase + DEV_GATEWAY_PORT_OFFSET};`);
    for (const service of ROUTED_SERVICES) {
      const upstream = new RegExp(`upstream citygames_${service.name.replace(/-/g, '_')} \\{\\n\\s+server 127\\.0\\.0\\.1:${portBase + service.portOffset};`);
      expect(config).toMatch(upstream);
    }
  });
});

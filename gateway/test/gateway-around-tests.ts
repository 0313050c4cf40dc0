import { afterAll, beforeAll } from 'vitest';
import { createStaticFixture, fakeServices, upstreamsOf } from './fake-upstreams.js';
import type { GatewayUnderTest, StartGateway } from './gateway-behaviour.js';

type ExtraSetup = Omit<Parameters<StartGateway>[0], 'upstreams' | 'staticRoots' | 'enabledGames'>;

/**
 * Inside a describe block: the stand-in services, a static fixture and one gateway with every game open, started
 * before its tests and stopped after them. `url()` is the gateway's address once it runs.
 */
export function gatewayAroundTests(start: StartGateway, setup: ExtraSetup = {}) {
  const services = fakeServices();
  const fixture = createStaticFixture();
  let gateway: GatewayUnderTest | undefined;

  beforeAll(async () => {
    for (const service of Object.values(services)) await service.start();
    gateway = await start({ upstreams: upstreamsOf(services), staticRoots: fixture.roots, enabledGames: ['pilotsh', 'polish120', 'fanhua'], ...setup });
  });

  afterAll(async () => {
    await gateway?.stop();
    for (const service of Object.values(services)) await service.stop();
    fixture.cleanup();
  });

  return {
    services,
    url(): string {
      if (!gateway) throw new Error('the gateway has not started');
      return gateway.url;
    },
  };
}

import { startNodeProxy } from '../src/node-proxy.js';
import { describeGatewayBehaviour } from './gateway-behaviour.js';

describeGatewayBehaviour('Node proxy', async ({ upstreams, staticRoots, enabledGames }) => {
  const proxy = await startNodeProxy({ port: 0, host: '127.0.0.1', upstreams, staticRoots, enabledGames, log: () => {} });
  return { url: proxy.url, stop: () => proxy.close() };
});

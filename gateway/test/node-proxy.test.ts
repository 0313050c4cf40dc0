import { startNodeProxy } from '../src/node-proxy.js';
import { describeEdgeBehaviour } from './edge-behaviour.js';
import { describeGatewayBehaviour, type StartGateway } from './gateway-behaviour.js';

const startProxy: StartGateway = async ({ upstreams, staticRoots, enabledGames, mapTileSource }) => {
  const proxy = await startNodeProxy({ port: 0, host: '127.0.0.1', upstreams, staticRoots, enabledGames, mapTileSource, log: () => {} });
  return { url: proxy.url, stop: () => proxy.close() };
};

describeGatewayBehaviour('Node proxy', startProxy);
describeEdgeBehaviour('Node proxy', startProxy);

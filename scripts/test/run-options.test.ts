import { describe, expect, it } from 'vitest';
import { parseGames, parseGatewayChoice, parsePortBase, platformOptionsFromEnv } from '../lib/run-options.mjs';

describe('configuration from the environment', () => {
  it('reads GAMES as a subset in the order of the site, all games when unset, and refuses typos', () => {
    expect(parseGames('fanhua,pilotsh')).toEqual(['pilotsh', 'fanhua']);
    expect(parseGames(' polish120 ')).toEqual(['polish120']);
    expect(parseGames(undefined)).toEqual(['pilotsh', 'polish120', 'fanhua']);
    expect(() => parseGames('pilotsh,polish12')).toThrow('GAMES 中有未知的游戏：polish12');
  });

  it('reads PORT_BASE with the default 8080 and refuses ports that leave no room for the services', () => {
    expect(parsePortBase(undefined)).toBe(8080);
    expect(parsePortBase('9200')).toBe(9200);
    expect(parsePortBase(undefined, 18080)).toBe(18080);
    expect(() => parsePortBase('80')).toThrow(/PORT_BASE/);
    expect(() => parsePortBase('65530')).toThrow(/PORT_BASE/);
    expect(() => parsePortBase('abc')).toThrow(/PORT_BASE/);
  });

  it('chooses the gateway: auto by default, nginx or node on request', () => {
    expect(parseGatewayChoice(undefined)).toBe('auto');
    expect(parseGatewayChoice('node')).toBe('node');
    expect(() => parseGatewayChoice('apache')).toThrow(/GATEWAY/);
  });

  it('puts a relative DATA_DIR under the repository and passes MONGODB_URI through', () => {
    const options = platformOptionsFromEnv({ DATA_DIR: 'tmp-data', MONGODB_URI: 'mongodb://db:27017/?replicaSet=rs0', GAMES: 'fanhua' });
    expect(options.dataDir).toMatch(/\/tmp-data$/);
    expect(options.dataDir.startsWith('/')).toBe(true);
    expect(options.mongoUri).toBe('mongodb://db:27017/?replicaSet=rs0');
    expect(options.games).toEqual(['fanhua']);
    expect(platformOptionsFromEnv({}).dataDir).toMatch(/\/\.data$/);
  });
});

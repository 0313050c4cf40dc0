import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_DATA_MAX_AGE_MS, takeEarlyData, takeEarlyManifest, type EarlyRequests } from './early-requests';

const page = globalThis as typeof globalThis & EarlyRequests;

afterEach(() => {
  delete page.__citygamesEarlyData;
  delete page.__citygamesEarlyManifests;
});

const answer = () => Promise.resolve(new Response('{}'));

describe('early requests', () => {
  it('hands an early GET out once, to the player whose token it carried', () => {
    const response = answer();
    page.__citygamesEarlyData = { '/api/pilotsh/area/current': { token: 'tok-a', startedAt: 1000, response } };
    expect(takeEarlyData('/api/pilotsh/area/current', 'tok-a', 1500)).toBe(response);
    expect(takeEarlyData('/api/pilotsh/area/current', 'tok-a', 1500)).toBeUndefined();
  });

  it("never gives one player's early answer to another, and drops it", () => {
    page.__citygamesEarlyData = { '/api/pilotsh/area/current': { token: 'tok-a', startedAt: 1000, response: answer() } };
    expect(takeEarlyData('/api/pilotsh/area/current', 'tok-b', 1500)).toBeUndefined();
    expect(takeEarlyData('/api/pilotsh/area/current', 'tok-a', 1500)).toBeUndefined();
  });

  it('ignores an early answer older than the limit', () => {
    page.__citygamesEarlyData = { '/api/fanhua/area/map': { token: 't', startedAt: 0, response: answer() } };
    expect(takeEarlyData('/api/fanhua/area/map', 't', EARLY_DATA_MAX_AGE_MS + 1)).toBeUndefined();
  });

  it('finds a manifest by its absolute address, once', () => {
    const response = answer();
    page.__citygamesEarlyManifests = { [new URL('/remotes/fanhua/mf-manifest.json', location.href).href]: response };
    expect(takeEarlyManifest('/remotes/fanhua/mf-manifest.json')).toBe(response);
    expect(takeEarlyManifest('/remotes/fanhua/mf-manifest.json')).toBeUndefined();
    expect(takeEarlyManifest('/remotes/pilotsh/mf-manifest.json')).toBeUndefined();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadAppConfig } from './app-config';
import { requestAppConfig } from './app-config-request';

const CONFIG = { filing: null, games: [{ id: 'fanhua', title: '繁华废土', manifest: '/remotes/fanhua/mf-manifest.json' }] };

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Record<string, unknown>).__citygamesAppConfig;
});

describe('requestAppConfig', () => {
  it('starts the one request that loadAppConfig then reads', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response(JSON.stringify(CONFIG))));
    vi.stubGlobal('fetch', fetchMock);
    requestAppConfig();
    requestAppConfig();
    const config = await loadAppConfig();
    expect(config.games.map((game) => game.id)).toEqual(['fanhua']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/app-config.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('is handed out once: after a failed read the next load asks again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(CONFIG)));
    vi.stubGlobal('fetch', fetchMock);
    requestAppConfig();
    await expect(loadAppConfig()).rejects.toThrow('HTTP 503');
    await expect(loadAppConfig()).resolves.toMatchObject({ games: [{ id: 'fanhua' }] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarlyRequests } from '@citygames/web-kit/early-requests';
import citygamesRuntimePlugin, { MANIFEST_TIMEOUT_MS } from './mf-runtime-plugin';
import { lastRemoteFailure } from './remote-failures';

afterEach(() => vi.unstubAllGlobals());

describe('shell runtime plugin', () => {
  it('fetches manifests fresh and with a time-out, so a hung remote cannot hang the page', async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    const plugin = citygamesRuntimePlugin();
    await plugin.fetch!('/remotes/fanhua/mf-manifest.json', {});
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.cache).toBe('no-store');
    expect(init.signal).toBeInstanceOf(AbortSignal);
    expect(timeout).toHaveBeenCalledWith(MANIFEST_TIMEOUT_MS);
    timeout.mockRestore();
  });

  it("takes the page's early request of a manifest instead of asking again", async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    const early = new Response('{"id":"early"}');
    (globalThis as EarlyRequests).__citygamesEarlyManifests = {
      [new URL('/remotes/fanhua/mf-manifest.json', location.href).href]: Promise.resolve(early),
    };
    const plugin = citygamesRuntimePlugin();
    await expect(plugin.fetch!('/remotes/fanhua/mf-manifest.json', {})).resolves.toBe(early);
    expect(fetchMock).not.toHaveBeenCalled();
    await plugin.fetch!('/remotes/fanhua/mf-manifest.json', {});
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("records a load failure and lets the error reach the game's boundary (no fallback module)", () => {
    const quiet = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const plugin = citygamesRuntimePlugin();
    const handler = plugin.errorLoadRemote as unknown as (args: { id: string; lifecycle: string; error: unknown }) => unknown;
    const result = handler({ id: 'mf_pilotsh/App', lifecycle: 'onLoad', error: new Error('Failed to load script resources. #RUNTIME-008') });
    expect(result).toBeUndefined();
    expect(lastRemoteFailure('mf_pilotsh')?.message).toContain('RUNTIME-008');
    quiet.mockRestore();
  });
});

import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManifestPreloads } from '@citygames/contracts/common/screen-preloads';
import { compileEarlyScript } from '@citygames/build-kit/early-script-plugin.ts';
import type { EarlyRequests } from '@citygames/web-kit/early-requests';
import { setToken } from '@citygames/web-kit/token-store';

// The script exactly as the build ships it (compiled on its own), run on a page opened at some path.
const SCRIPT = compileEarlyScript(join(dirname(fileURLToPath(import.meta.url)), 'early-start.ts'), false);
const page = globalThis as typeof globalThis & EarlyRequests;

const CONFIG = {
  games: [
    { id: 'pilotsh', manifest: '/remotes/pilotsh/mf-manifest.json' },
    { id: 'fanhua', manifest: '/remotes/fanhua/mf-manifest.json', open: false },
  ],
};
const MANIFEST: ManifestPreloads & { id: string } = {
  id: 'mf_pilotsh',
  citygamesPreloads: {
    entry: { js: ['remoteEntry.js', 'static/js/app.1.js'], css: ['static/css/styles.1.css'] },
    screens: {
      tasks: { js: ['static/js/task-center.1.js'], css: ['static/css/styles.1.css'], data: ['/api/pilotsh/area/current', '/api/fanhua/team/current'] },
    },
  },
};

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const serverAnswer = async (input: RequestInfo | URL, _init?: RequestInit) => {
  const url = String(input);
  if (url.endsWith('/app-config.json')) return json(CONFIG);
  if (url.endsWith('/remotes/pilotsh/mf-manifest.json')) return json(MANIFEST);
  return json({ ok: true });
};
const fetchMock = vi.fn(serverAnswer);

async function openAt(path: string) {
  history.replaceState(null, '', path);
  new Function(SCRIPT)();
  // let the chain of answers (configuration, manifest) settle
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
  for (let round = 0; round < 10; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

const earlyData = () => page.__citygamesEarlyData;
const requested = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), location.href).pathname);
const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => [link.as, new URL(link.href).pathname]);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.clear();
});

afterEach(() => {
  fetchMock.mockClear();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  delete page.__citygamesAppConfigRequest;
  delete page.__citygamesEarlyManifests;
  delete page.__citygamesEarlyData;
});

describe('the early script', () => {
  it('is a classic script: nothing imported, nothing exported', () => {
    expect(SCRIPT).not.toMatch(/^\s*(?:import|export)\b/m);
  });

  it('only asks for the configuration on a page that is not a game', async () => {
    await openAt('/');
    expect(requested()).toEqual(['/app-config.json']);
    expect(page.__citygamesAppConfigRequest).toBeInstanceOf(Promise);
  });

  it("preloads a game screen's files and starts its data with the player's token, only on the game's own API", async () => {
    setToken('pilotsh', 'tok-1');
    await openAt('/pilotsh/tasks');
    expect(preloaded()).toEqual([
      ['script', '/remotes/pilotsh/remoteEntry.js'],
      ['script', '/remotes/pilotsh/static/js/app.1.js'],
      ['script', '/remotes/pilotsh/static/js/task-center.1.js'],
      ['style', '/remotes/pilotsh/static/css/styles.1.css'],
    ]);
    expect(Object.keys(page.__citygamesEarlyData ?? {})).toEqual(['/api/pilotsh/area/current']);
    const dataCall = fetchMock.mock.calls.find(([input]) => String(input) === '/api/pilotsh/area/current');
    expect((dataCall?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    expect(requested()).not.toContain('/api/fanhua/team/current');
  });

  it('hands the manifest on to the shell once the preloads are under way', async () => {
    await openAt('/pilotsh/login');
    const manifest = page.__citygamesEarlyManifests?.[new URL('/remotes/pilotsh/mf-manifest.json', location.href).href];
    expect(await (await manifest!).json()).toMatchObject({ id: 'mf_pilotsh' });
    expect(preloaded().map(([, path]) => path)).toContain('/remotes/pilotsh/remoteEntry.js');
  });

  it("on a repeat visit starts the screen's data before the configuration answers", async () => {
    setToken('pilotsh', 'tok-1');
    await openAt('/pilotsh/tasks');
    expect(JSON.parse(localStorage.getItem('citygames:early-data:pilotsh/tasks') ?? 'null')).toEqual(['/api/pilotsh/area/current', '/api/fanhua/team/current']);
    delete page.__citygamesAppConfigRequest;
    delete page.__citygamesEarlyData;
    fetchMock.mockClear();

    // the configuration never answers (a dead zone): the remembered data still starts at once
    page.__citygamesAppConfigRequest = new Promise<Response>(() => undefined);
    history.replaceState(null, '', '/pilotsh/tasks');
    new Function(SCRIPT)();
    expect(requested()).toEqual(['/api/pilotsh/area/current']);
    expect(earlyData()?.['/api/pilotsh/area/current']?.token).toBe('tok-1');
  });

  it('asks for each remembered path once, even when the screen took its answer before the manifest came', async () => {
    setToken('pilotsh', 'tok-1');
    localStorage.setItem('citygames:early-data:pilotsh/tasks', JSON.stringify(['/api/pilotsh/area/current', '/api/fanhua/team/current', 42]));
    let answerManifest: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(async (input: RequestInfo | URL) =>
      String(input).endsWith('/remotes/pilotsh/mf-manifest.json') ? new Promise<Response>((resolve) => (answerManifest = resolve)) : serverAnswer(input),
    );
    try {
      history.replaceState(null, '', '/pilotsh/tasks');
      new Function(SCRIPT)();
      // the screen takes the early answer while the manifest is still on its way
      delete page.__citygamesEarlyData?.['/api/pilotsh/area/current'];
      await vi.waitFor(() => expect(requested()).toContain('/remotes/pilotsh/mf-manifest.json'));
      answerManifest(json(MANIFEST));
      for (let round = 0; round < 10; round += 1) await new Promise((resolve) => setTimeout(resolve, 0));
      expect(requested().filter((path) => path.startsWith('/api/'))).toEqual(['/api/pilotsh/area/current']);
    } finally {
      fetchMock.mockImplementation(serverAnswer);
    }
  });

  it('forgets the remembered data of a game the configuration switched off, so it is asked once at most', async () => {
    setToken('fanhua', 'tok-2');
    localStorage.setItem('citygames:early-data:fanhua/area', JSON.stringify(['/api/fanhua/team/current']));
    await openAt('/fanhua/area');
    expect(requested()).toEqual(['/app-config.json', '/api/fanhua/team/current']);
    expect(localStorage.getItem('citygames:early-data:fanhua/area')).toBeNull();
  });

  it('starts no data without a token, and nothing for a game that is switched off', async () => {
    await openAt('/pilotsh/tasks');
    expect(page.__citygamesEarlyData).toBeUndefined();
    document.head.innerHTML = '';
    fetchMock.mockClear();
    delete page.__citygamesAppConfigRequest;
    setToken('fanhua', 'tok-2');
    await openAt('/fanhua/area');
    expect(requested()).toEqual(['/app-config.json']);
    expect(preloaded()).toEqual([]);
  });
});

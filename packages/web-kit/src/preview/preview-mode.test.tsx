import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api-client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { GameHeader, LOGOUT_TEXT } from '../GameHeader';
import { RequireToken } from '../RequireToken';
import { isLoginRedirectPending } from '../login-redirect';
import { keyForWrite, writeSignature } from '../idempotency-keys';
import { browserStorage, getFanhuaUser, getToken, setToken } from '../token-store';
import { isPreviewMode, PREVIEW_TEXTS, previewApiPath, previewFrameName } from './preview-mode';
import { storePreviewSession } from './preview-session';
import {
  listenForSimulatedPosition,
  PREVIEW_POSITION_MESSAGE,
  PREVIEW_READY_MESSAGE,
  readSimulatedPosition,
  subscribeSimulatedPosition,
} from './simulated-position';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Makes this page the console's preview frame of `game`: named so, and not the top window. */
function enterPreviewFrame(game: 'pilotsh' | 'fanhua' = 'pilotsh') {
  window.name = previewFrameName(game);
  vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  window.name = '';
  vi.restoreAllMocks();
});

describe('preview mode detection', () => {
  it('is on only in a frame whose name starts with citygames-preview', () => {
    expect(isPreviewMode()).toBe(false);
    window.name = 'citygames-preview-pilotsh';
    expect(isPreviewMode()).toBe(false); // a top-level tab named so by hand stays live
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    expect(isPreviewMode()).toBe(true);
    window.name = 'some-other-frame';
    expect(isPreviewMode()).toBe(false);
  });

  it('rewrites game API paths to the preview instance, once, and leaves other paths alone', () => {
    expect(previewApiPath('/api/pilotsh/tasks')).toBe('/api/pilotsh/tasks');
    enterPreviewFrame();
    expect(previewApiPath('/api/pilotsh/tasks?a=1')).toBe('/api/pilotsh/studio-preview/tasks?a=1');
    expect(previewApiPath('/api/fanhua/msg/stream')).toBe('/api/fanhua/studio-preview/msg/stream');
    expect(previewApiPath('/api/polish120/studio-preview/x-area')).toBe('/api/polish120/studio-preview/x-area');
    expect(previewApiPath('/api/organizer/games/state')).toBe('/api/organizer/games/state');
    expect(previewApiPath('/app-config.json')).toBe('/app-config.json');
  });
});

describe('storage in preview mode', () => {
  it("keeps every key under preview: and never reads the organiser's own player token", () => {
    setToken('pilotsh', 'own-player-token');
    enterPreviewFrame();
    expect(getToken('pilotsh')).toBeNull();
    setToken('pilotsh', 'preview-token');
    browserStorage()?.setItem('pilotsh.savedTask', '{}');
    expect(localStorage.getItem('pilotsh.token')).toBe('own-player-token');
    expect(localStorage.getItem('preview:pilotsh.token')).toBe('preview-token');
    expect(localStorage.getItem('preview:pilotsh.savedTask')).toBe('{}');
    browserStorage()?.clear();
    expect(localStorage.getItem('pilotsh.token')).toBe('own-player-token');
    expect(localStorage.length).toBe(1);
  });

  it('keeps unsettled write keys apart from the live ones', () => {
    const signature = writeSignature('POST', '/api/pilotsh/tasks/complete', '{}');
    const liveKey = keyForWrite(signature);
    enterPreviewFrame();
    expect(keyForWrite(signature)).not.toBe(liveKey);
  });

  it("storePreviewSession (the console, top page) replaces that game's preview keys and leaves the rest", () => {
    setToken('fanhua', 'own-fanhua-token');
    localStorage.setItem('preview:fanhua.pendingAnswers', '[]');
    localStorage.setItem('preview:pilotsh.token', 'other-game-preview');
    storePreviewSession('fanhua', { token: 'preview-fanhua', user: { id: 'a'.repeat(24), name: '预览玩家' } });
    expect(localStorage.getItem('preview:fanhua.pendingAnswers')).toBeNull();
    expect(localStorage.getItem('preview:pilotsh.token')).toBe('other-game-preview');
    expect(getToken('fanhua')).toBe('own-fanhua-token');
    enterPreviewFrame('fanhua');
    expect(getToken('fanhua')).toBe('preview-fanhua');
    expect(getFanhuaUser()).toEqual({ id: 'a'.repeat(24), role: 'user', name: '预览玩家' });
  });
});

describe('the API client in preview mode', () => {
  it('calls the preview instance with the preview token, for relative and absolute paths', async () => {
    setToken('pilotsh', 'own-player-token');
    storePreviewSession('pilotsh', { token: 'preview-token', user: { id: 'b'.repeat(24), name: '预览玩家' } });
    enterPreviewFrame();
    const fetchImpl = vi.fn(async () => json(200, {}));
    const api = createApiClient({ game: 'pilotsh', loginPath: '/pilotsh/login', fetchImpl });
    await api.get('/area/current');
    await api.post('/api/pilotsh/tasks/complete', { taskId: 't1', answer: 'x' });
    const calls = fetchImpl.mock.calls as unknown as [string, RequestInit][];
    expect(calls.map(([url]) => url)).toEqual(['/api/pilotsh/studio-preview/area/current', '/api/pilotsh/studio-preview/tasks/complete']);
    expect(calls.every(([, init]) => (init.headers as Record<string, string>).Authorization === 'Bearer preview-token')).toBe(true);
  });

  it('answers a 401 with the reset message, keeps the token and never goes to the login page', async () => {
    storePreviewSession('pilotsh', { token: 'expired', user: { id: 'b'.repeat(24), name: '预览玩家' } });
    enterPreviewFrame();
    const navigate = vi.fn();
    const api = createApiClient({ game: 'pilotsh', loginPath: '/pilotsh/login', navigate, fetchImpl: async () => json(401, { message: '登录已过期' }) });
    await expect(api.get('/area/current')).rejects.toMatchObject({ status: 401, message: PREVIEW_TEXTS.expired });
    expect(navigate).not.toHaveBeenCalled();
    expect(isLoginRedirectPending()).toBe(false);
    expect(getToken('pilotsh')).toBe('expired');
  });
});

describe('the simulated position', () => {
  const post = (data: unknown, origin = location.origin) => window.dispatchEvent(new MessageEvent('message', { data, origin }));

  it("takes the console's position from this origin only, keeps it and tells the subscribers", () => {
    enterPreviewFrame('fanhua');
    const toParent = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    const stop = listenForSimulatedPosition();
    expect(toParent).toHaveBeenCalledWith({ type: PREVIEW_READY_MESSAGE }, location.origin);
    const changed = vi.fn();
    const unsubscribe = subscribeSimulatedPosition(changed);
    post({ type: PREVIEW_POSITION_MESSAGE, lat: 31.2, lng: 121.5, accuracy: 10 }, 'https://elsewhere.example');
    post({ type: PREVIEW_POSITION_MESSAGE, lat: 91, lng: 121.5 });
    expect(readSimulatedPosition()).toBeNull();
    post({ type: PREVIEW_POSITION_MESSAGE, lat: 31.2, lng: 121.5, accuracy: 10 });
    expect(readSimulatedPosition()).toEqual({ lat: 31.2, lng: 121.5, accuracy: 10 });
    expect(localStorage.getItem('preview:fanhua.simulatedPosition')).not.toBeNull();
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
    unsubscribe();
    post({ type: PREVIEW_POSITION_MESSAGE, lat: 30, lng: 120, accuracy: 5 });
    expect(readSimulatedPosition()).toEqual({ lat: 31.2, lng: 121.5, accuracy: 10 });
  });

  it('is never used outside preview mode', () => {
    localStorage.setItem('fanhua.simulatedPosition', JSON.stringify({ lat: 31, lng: 121, accuracy: 5 }));
    localStorage.setItem('preview:fanhua.simulatedPosition', JSON.stringify({ lat: 31, lng: 121, accuracy: 5 }));
    const stop = listenForSimulatedPosition();
    post({ type: PREVIEW_POSITION_MESSAGE, lat: 30, lng: 120, accuracy: 5 });
    expect(readSimulatedPosition()).toBeNull();
    stop();
  });
});

describe('the login guard in preview mode', () => {
  it('says to reset the preview instead of sending the organiser to the login page', () => {
    enterPreviewFrame();
    render(
      <MemoryRouter initialEntries={['/pilotsh/tasks']}>
        <Routes>
          <Route path="/pilotsh/login" element={<p>登录页</p>} />
          <Route
            path="/pilotsh/tasks"
            element={
              <RequireToken game="pilotsh" loginPath="/pilotsh/login">
                任务中心
              </RequireToken>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toBe(PREVIEW_TEXTS.expired);
    expect(screen.queryByText('登录页')).toBeNull();
  });
});

describe('the game header', () => {
  it('wears the 「预览」 badge instead of the logout button only in the preview frame', () => {
    const { unmount } = render(<GameHeader title="领航上海" onLogout={() => undefined} />);
    expect(screen.queryByText(PREVIEW_TEXTS.badge)).toBeNull();
    expect(screen.getByRole('button', { name: LOGOUT_TEXT })).toBeTruthy();
    unmount();
    enterPreviewFrame();
    render(<GameHeader title="领航上海" onLogout={() => undefined} />);
    expect(screen.getByText(PREVIEW_TEXTS.badge)).toBeTruthy();
    expect(screen.queryByRole('button', { name: LOGOUT_TEXT })).toBeNull();
  });
});

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markBackendAvailable } from '@citygames/web-kit/backend-status';
import { unsignedTestToken } from '@citygames/web-kit/testing/unsigned-token';
import { setToken } from '@citygames/web-kit/token-store';
import { AREA_1, fakeServer, json, notBanned, progressBody, renderScreen } from '../../test-support/render-game';
import TaskCenterPage from './TaskCenterPage';

afterEach(cleanup);
beforeEach(() => {
  window.history.replaceState(null, '', '/pilotsh/tasks'); // the cookie's path is /pilotsh
  localStorage.clear();
  document.cookie = 'activeTab=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/pilotsh';
  document.cookie = 'activeTab=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  markBackendAvailable();
  setToken('pilotsh', 'token');
});

function routes(isAdmin: boolean) {
  setToken('pilotsh', unsignedTestToken({ sub: 'p1', role: isAdmin ? 'admin' : 'user' }));
  return fakeServer({
    'GET /api/pilotsh/area/current': () => json(200, AREA_1),
    'GET /api/pilotsh/area/visited': () => json(200, { areas: [{ seq: 1, name: '钟楼广场', visitedAt: '2026-01-01T00:00:00Z' }], currentAreaSeq: 1 }),
    'GET /api/pilotsh/tasks/progress': () => json(200, progressBody([{ taskId: 'T1-1', name: '来处与去处', areaSeq: 1 }])),
    'GET /api/pilotsh/tasks/ban': () => json(200, notBanned),
    'GET /api/pilotsh/tasks/get_pz_all': () => json(200, { puzzles: [] }),
  });
}

describe('TaskCenterPage', () => {
  it('opens on the submit tab and keeps the chosen tab in the activeTab cookie', async () => {
    routes(false);
    const view = renderScreen(<TaskCenterPage />);
    expect(await screen.findByLabelText('选择任务')).toBeTruthy();
    fireEvent.click(screen.getByText('谜题'));
    expect(await screen.findByText('山重水复疑无路，到了新区域再来看看吧')).toBeTruthy();
    expect(document.cookie).toContain('activeTab=puzzle');
    view.unmount();
    renderScreen(<TaskCenterPage />);
    expect(await screen.findByText('山重水复疑无路，到了新区域再来看看吧')).toBeTruthy();
  });

  it('shows the admin tab only to admins', async () => {
    routes(false);
    const player = renderScreen(<TaskCenterPage />);
    await screen.findByLabelText('选择任务');
    expect(screen.queryByText('我是上帝')).toBeNull();
    player.unmount();

    routes(true);
    renderScreen(<TaskCenterPage />);
    fireEvent.click(await screen.findByText('我是上帝'));
    expect(await screen.findByText('上帝控制台')).toBeTruthy();
  });

  it('falls back to submit when the cookie names the admin tab for a player', async () => {
    document.cookie = 'activeTab=admin; path=/pilotsh';
    routes(false);
    renderScreen(<TaskCenterPage />);
    expect(await screen.findByLabelText('选择任务')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('上帝控制台')).toBeNull());
  });
});

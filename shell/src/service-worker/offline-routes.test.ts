import { describe, expect, it } from 'vitest';
import { keptReadKey } from '@citygames/web-kit/offline/kept-copy';
import { isKeptGameRead, NOT_A_PAGE } from './offline-routes';

const url = (path: string) => new URL(path, 'https://games.example.cn');

describe('isKeptGameRead', () => {
  it("keeps the last answer of a game's GET", () => {
    expect(isKeptGameRead(url('/api/pilotsh/tasks/progress'), 'GET', 'application/json')).toBe(true);
    expect(isKeptGameRead(url('/api/fanhua/area/map'), 'GET', null)).toBe(true);
    expect(isKeptGameRead(url('/api/polish120/x-area'), 'GET', 'application/json')).toBe(true);
  });

  it('never keeps a write', () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) expect(isKeptGameRead(url('/api/pilotsh/tasks/complete'), method, null)).toBe(false);
  });

  it('never keeps sign-in, accounts, health, the radio stream, the organiser or other hosts of paths', () => {
    for (const path of [
      '/api/pilotsh/login',
      '/api/fanhua/players/is_admin',
      '/api/polish120/register',
      '/api/fanhua/health',
      '/api/fanhua/msg/stream',
      '/api/organizer/overview',
      '/internal/pilotsh/me',
      '/remotes/pilotsh/mf-manifest.json',
    ]) {
      expect(isKeptGameRead(url(path), 'GET', 'application/json'), path).toBe(false);
    }
    expect(isKeptGameRead(url('/api/fanhua/msg/list'), 'GET', 'text/event-stream')).toBe(false);
  });
});

describe('keptReadKey', () => {
  it("adds the player's token digest, so two players on one phone never share a kept answer", () => {
    expect(keptReadKey('https://x/api/pilotsh/tasks/progress', 'abc')).toBe('https://x/api/pilotsh/tasks/progress?__player=abc');
    expect(keptReadKey('https://x/api/pilotsh/tasks/ban?taskId=T1', 'abc')).toBe('https://x/api/pilotsh/tasks/ban?taskId=T1&__player=abc');
    expect(keptReadKey('https://x/api/pilotsh/health', null)).toBe('https://x/api/pilotsh/health');
  });
});

describe('NOT_A_PAGE', () => {
  it('lets page routes get the shell page and keeps files and APIs out of it', () => {
    const isPage = (path: string) => !NOT_A_PAGE.some((pattern) => pattern.test(path));
    expect(['/', '/pilotsh/tasks', '/polish120/tasks/T1/progress', '/fanhua/area', '/organizer'].every(isPage)).toBe(true);
    expect(['/api/pilotsh/tasks', '/remotes/fanhua/remoteEntry.js', '/app-config.json', '/sw.js', '/internal/x'].some(isPage)).toBe(false);
  });
});

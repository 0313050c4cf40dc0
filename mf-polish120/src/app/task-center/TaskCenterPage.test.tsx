import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBackend, NOT_STARTED_STATUS, ok, renderScreen, STARTED_STATUS } from '../../test-support/render-with-app';
import TaskCenter from './TaskCenterPage';
import { effectiveTab, visibleTabs } from './tabs';

const START = {
  questionHtml: '<p>罗盘四层？</p>',
  answered: false,
  started: false,
  answerTextHtml: null,
  calibrationHtml: null,
  referenceImage: null,
  secondQuestionHtml: null,
};
const PROGRESS = { team: { name: '演示一队', description: '队长：玩家1' }, taskProgress: [] };

beforeEach(() => {
  // The activeTab cookie lives under /polish120: the document has to be there to read it.
  window.history.pushState({}, '', '/polish120/tasks');
  localStorage.clear();
  document.cookie = 'activeTab=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/polish120';
});
afterEach(cleanup);

describe('task tabs', () => {
  it('shows only the start tab until the team has started', () => {
    expect(visibleTabs(false)).toEqual(['start']);
    expect(visibleTabs(true)).toEqual(['start', 'submit', 'progress', 'xarea', 'puzzles']);
    expect(effectiveTab('xarea', false)).toBe('start');
    expect(effectiveTab('xarea', true)).toBe('xarea');
  });
});

describe('TaskCenter', () => {
  it('offers only the start tab to a team that has not started', async () => {
    fakeBackend({
      'GET /api/polish120/team/status': () => ok({ status: NOT_STARTED_STATUS }),
      'GET /api/polish120/start': () => ok(START),
    });
    renderScreen(<TaskCenter />);
    expect(await screen.findByText('罗盘四层？')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['开始']);
  });

  it('shows all five tabs once started and remembers the chosen one in the activeTab cookie', async () => {
    fakeBackend({
      'GET /api/polish120/team/status': () => ok({ status: STARTED_STATUS }),
      'GET /api/polish120/start': () => ok({ ...START, answered: true, started: true }),
      'GET /api/polish120/tasks/progress': () => ok(PROGRESS),
    });
    renderScreen(<TaskCenter />);
    await screen.findByRole('tab', { name: '任务进度' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['开始', '提交任务', '任务进度', 'X 区域', '谜题 PZ']);
    fireEvent.click(screen.getByRole('tab', { name: '任务进度' }));
    expect(await screen.findByText('演示一队')).toBeTruthy();
    expect(document.cookie).toContain('activeTab=progress');
  });

  it('tells a player on no team to wait for the organiser, without the scratch-card entry (cards belong to teams)', async () => {
    fakeBackend({
      'GET /api/polish120/team/status': () => ({ status: 403, body: { error: 'NOT_IN_TEAM', message: '你不在本次活动的任何队伍中，请联系组织者' } }),
    });
    renderScreen(<TaskCenter />);
    expect(await screen.findByText('等待组织者为你分配队伍')).toBeTruthy();
    expect(screen.getByRole('button', { name: /刷新/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: '刮刮乐' })).toBeNull();
  });

  it('gives team members the scratch-card entry', async () => {
    fakeBackend({ 'GET /api/polish120/team/status': () => ok({ status: NOT_STARTED_STATUS }), 'GET /api/polish120/start': () => ok(START) });
    renderScreen(<TaskCenter />);
    expect((await screen.findByRole('link', { name: '刮刮乐' })).getAttribute('href')).toBe('/polish120/tasks/scratch');
  });
});

import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeBackend, ok, renderScreen } from '../../test-support/render-with-app';
import ScratchPage from './ScratchPage';

afterEach(cleanup);

const card = (n: number, value: string) => ({ card: n, value, drawnAt: '2030-01-01T10:00:00.000Z', drawnBy: '阿一' });

function scratchCentre() {
  const canvas = screen.getByLabelText('刮刮卡涂层');
  canvas.getBoundingClientRect = () => ({ left: 0, top: 0, width: 300, height: 160, right: 300, bottom: 160, x: 0, y: 0, toJSON: () => ({}) });
  fireEvent.pointerDown(canvas, { pointerId: 1, clientX: 150, clientY: 80 });
  fireEvent.pointerUp(canvas, { pointerId: 1 });
}

describe('ScratchPage', () => {
  it('shows the team’s rule, draws a card on request and the next one only after the reveal, until none is left', async () => {
    const backend = fakeBackend({
      'GET /api/polish120/scratch': () => ok({ cardsPerTeam: 2, remaining: 2, cards: [] }),
      'POST /api/polish120/scratch/draw': () => ok({ ...card(backend.calls.filter((c) => c.method === 'POST').length, '1 步'), cardsPerTeam: 2, remaining: 1 }),
    });
    renderScreen(<ScratchPage />, '/polish120/tasks/scratch');
    expect(await screen.findByText('每队共 2 张刮刮卡，队员共用，结果由服务器抽取。')).toBeTruthy();
    expect(screen.getByText('本队还可以刮 2 张')).toBeTruthy();
    // Opening the page draws nothing: the team's cards are what the server has.
    expect(backend.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: '刮一张' })));
    await waitFor(() => expect(screen.getByTestId('scratch-value').textContent).toBe('1 步'));
    expect(screen.getByText('第 1 张 · 阿一 抽取')).toBeTruthy();
    const next = screen.getByRole('button', { name: '再刮一张' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    scratchCentre();
    expect(next.disabled).toBe(false);
  });

  it('says when the team has used its cards, and shows the last one again instead of drawing', async () => {
    const backend = fakeBackend({ 'GET /api/polish120/scratch': () => ok({ cardsPerTeam: 1, remaining: 0, cards: [card(1, '2 步')] }) });
    renderScreen(<ScratchPage />, '/polish120/tasks/scratch');
    expect(await screen.findByText('本队的刮刮卡已经刮完了')).toBeTruthy();
    expect(screen.getByTestId('scratch-value').textContent).toBe('2 步');
    expect(screen.queryByRole('button', { name: /再刮一张|刮一张/ })).toBeNull();
    expect(backend.calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('tells a player on no team what the server says', async () => {
    fakeBackend({
      'GET /api/polish120/scratch': () => ({ status: 403, body: { error: 'NOT_IN_TEAM', message: '你不在本次活动的任何队伍中，请联系组织者' } }),
    });
    renderScreen(<ScratchPage />, '/polish120/tasks/scratch');
    expect((await screen.findByRole('alert')).textContent).toContain('你不在本次活动的任何队伍中');
  });
});

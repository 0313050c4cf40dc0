import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Outlet, Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from '../lazy-screen';
import { GameRoutes } from './GameRoutes';

afterEach(cleanup);

function deferredLayer(render: () => ReactElement) {
  let resolve: () => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<{ default: () => ReactElement }>((done) => {
        resolve = () => done({ default: render });
      }),
  );
  return { layer: lazyScreen(load), load, resolve: () => resolve() };
}

describe('GameRoutes', () => {
  it('shows the loading page until every layer of the opened screen has arrived, then the whole screen at once', async () => {
    const guarded = deferredLayer(() => (
      <main>
        守卫
        <Outlet />
      </main>
    ));
    const area = deferredLayer(() => <p>地图</p>);
    const trade = deferredLayer(() => <p>交易</p>);
    const Guarded = guarded.layer;
    const Area = area.layer;
    const Trade = trade.layer;
    render(
      <MemoryRouter initialEntries={['/fanhua/area']}>
        <GameRoutes basePath="/fanhua" screens={{ area: [Guarded, Area], trade: [Guarded, Trade] }}>
          <Route path="/fanhua" element={<Guarded />}>
            <Route path="area" element={<Area />} />
            <Route path="trade" element={<Trade />} />
          </Route>
        </GameRoutes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toBeTruthy();
    await act(async () => guarded.resolve());
    expect(screen.queryByText('守卫')).toBeNull();
    await act(async () => area.resolve());
    expect(await screen.findByText('地图')).toBeTruthy();
    expect(screen.getByText('守卫')).toBeTruthy();
    expect(trade.load).not.toHaveBeenCalled();
  });
});

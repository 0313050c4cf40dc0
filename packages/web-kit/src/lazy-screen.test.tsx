import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen, usePreloadScreens } from './lazy-screen';

afterEach(cleanup);

function deferredScreen(text: string) {
  let resolve: () => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<{ default: () => string }>((done) => {
        resolve = () => done({ default: () => text });
      }),
  );
  return { screen: lazyScreen(load), load, resolve: () => resolve() };
}

describe('lazyScreen', () => {
  it('loads once whether preloaded first or rendered first', async () => {
    const area = deferredScreen('地图');
    area.screen.preload();
    area.screen.preload();
    render(
      <Suspense fallback="加载中">
        <area.screen />
      </Suspense>,
    );
    expect(screen.getByText('加载中')).toBeTruthy();
    await act(async () => area.resolve());
    expect(await screen.findByText('地图')).toBeTruthy();
    expect(area.load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without a fallback, when its code arrived before it renders', async () => {
    const area = deferredScreen('地图');
    area.screen.preload();
    await act(async () => area.resolve());
    render(
      <Suspense fallback="加载中">
        <area.screen />
      </Suspense>,
    );
    expect(screen.getByText('地图')).toBeTruthy();
    expect(screen.queryByText('加载中')).toBeNull();
  });

  it('preloads every layer of the path the page opened on, and nothing else', () => {
    const guarded = deferredScreen('守卫');
    const area = deferredScreen('地图');
    const trade = deferredScreen('交易');
    const screens = { area: [guarded.screen, area.screen], trade: [guarded.screen, trade.screen] };
    function Probe() {
      usePreloadScreens('/fanhua', screens);
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/fanhua/area']}>
        <Probe />
      </MemoryRouter>,
    );
    expect(guarded.load).toHaveBeenCalledTimes(1);
    expect(area.load).toHaveBeenCalledTimes(1);
    expect(trade.load).not.toHaveBeenCalled();
  });
});

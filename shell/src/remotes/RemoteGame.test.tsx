import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import type { GameEntry } from '@citygames/web-kit/app-config';
import { RemoteGame } from './RemoteGame';
import { recordRemoteFailure } from './remote-failures';

const game: GameEntry = {
  id: 'polish120',
  title: '百廿寻迹',
  subtitle: '',
  description: '',
  enterPath: '/polish120/login',
  manifest: '/remotes/polish120/mf-manifest.json',
};

afterEach(cleanup);

describe('RemoteGame', () => {
  it('renders the remote App once loaded', async () => {
    const load = vi.fn(async () => ({ default: () => <p>远程登录页</p> }));
    render(
      <MemoryRouter>
        <RemoteGame game={game} load={load} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('远程登录页')).toBeTruthy();
    expect(load).toHaveBeenCalledWith('polish120');
  });

  it('shows the Chinese panel when the remote cannot be loaded, and retry loads it again', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    let available = false;
    const load = vi.fn(async () => {
      if (!available) {
        recordRemoteFailure('/remotes/polish120/mf-manifest.json', 'afterResolve', new Error('Failed to get manifest'));
        throw new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003');
      }
      return { default: () => <p>远程登录页</p> };
    });
    render(
      <MemoryRouter>
        <RemoteGame game={game} load={load} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('该游戏暂时无法加载')).toBeTruthy();
    expect(screen.getByText(/「百廿寻迹」的页面暂时无法加载/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/');

    available = true;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('远程登录页')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    quiet.mockRestore();
  });
});

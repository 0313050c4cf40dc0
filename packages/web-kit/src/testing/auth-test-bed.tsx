import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { provideAppConfig, type AppConfig } from '../app-config';
import { markBackendAvailable } from '../pages/backend-status';

/**
 * The bench of a remote's auth and guard tests (test files only): each test starts with empty
 * storage, no backend banner, a fresh fetch stand-in and the given app configuration.
 */
export function useAuthTestBed(config: AppConfig = { filing: { text: '沪ICP备12345678号', url: '' }, games: [] }) {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    markBackendAvailable();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    provideAppConfig(config);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Renders a remote's App under `<basePath>/*` at `path`, like the shell does. */
export function renderRemoteAt(App: ComponentType, basePath: string, path: string, otherRoutes?: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={`${basePath}/*`} element={<App />} />
        {otherRoutes}
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

/** The path the router is at. */
export const currentPath = () => screen.getByTestId('where').textContent;

export const jsonResponse = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Types into the auth field with that label (`手机号*`: the required star is part of the label text). */
export function typeInto(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export const submitAuthForm = () => fireEvent.click(screen.getByRole('button', { name: /^(登录|注册)$/ }));

export const switchToRegister = () => fireEvent.click(screen.getByRole('tab', { name: '注册' }));

/** The request body of the n-th fetch call, parsed. */
export const sentBody = (fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, call = 0) => JSON.parse(String(fetchMock.mock.calls[call]![1]?.body)) as unknown;

/** A fetch that never answers but honours the abort signal, like a hung server (for time-out tests). */
export const hangUntilAborted: typeof fetch = (_url, init) =>
  new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

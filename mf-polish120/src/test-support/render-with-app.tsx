import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { setToken } from '@citygames/web-kit/token-store';
import { MUTATION_NETWORK_MODE, QUERY_NETWORK_MODE } from '@citygames/web-kit/query-client';

export type Handler = (body: unknown, url: URL) => { status: number; body: unknown };

/**
 * A fetch stand-in for the API client: handlers by 'METHOD /path' (path without the query),
 * every call recorded. An unexpected call answers 599 so a test notices it.
 */
export function fakeBackend(handlers: Record<string, Handler>) {
  const calls: { method: string; path: string; query: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, path: url.pathname, query: url.search, body });
    const handler = handlers[`${method} ${url.pathname}`];
    const answer = handler ? handler(body, url) : { status: 599, body: { message: `unexpected ${method} ${url.pathname}` } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const ok = (body: unknown) => ({ status: 200, body });

/** Renders a screen with a fresh query client and router, as a logged-in player. */
export function renderScreen(element: ReactElement, path = '/polish120/tasks') {
  setToken('polish120', 'test-token');
  const client = new QueryClient({
    // the game's network modes (a submit is never paused offline), without retries
    defaultOptions: { queries: { retry: false, networkMode: QUERY_NETWORK_MODE }, mutations: { retry: false, networkMode: MUTATION_NETWORK_MODE } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={element} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const NOT_STARTED_STATUS = { x_stage: 0, start: false, start_answered: false, been_to: [], x1: false, x2: false, x3: false, x4: false };
export const STARTED_STATUS = { ...NOT_STARTED_STATUS, start: true, start_answered: true, been_to: [1] };

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { MUTATION_NETWORK_MODE, QUERY_NETWORK_MODE } from '@citygames/web-kit/query-client';

export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

type Handler = (request: { method: string; path: string; body: unknown }) => Response | Promise<Response>;

/** A fetch stand-in answering by "METHOD /path" (query string stripped) and recording the calls. */
export function fakeServer(routes: Record<string, Handler>) {
  const calls: { method: string; path: string; query: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname, query: url.search, body });
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return json(404, { success: false, error: 'NOT_FOUND', message: '接口不存在' });
    return handler({ method, path: url.pathname, body });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Renders a screen inside the router and a fresh query client, at `path`. */
export function renderScreen(element: ReactNode, path = '/pilotsh/tasks', routePath = '*') {
  const client = new QueryClient({
    // the game's network modes (a submit is never paused offline), without retries
    defaultOptions: { queries: { retry: false, networkMode: QUERY_NETWORK_MODE }, mutations: { retry: false, networkMode: MUTATION_NETWORK_MODE } },
  });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={routePath} element={element} />
          {/* where the screen navigates away to (the test reads it from <Where />) */}
          {routePath !== '*' && <Route path="*" element={null} />}
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const AREA_1 = { id: 1, seq: 1, name: '钟楼广场', description: '雾港老城的中心。', pos: '老城区 · 钟楼北门', code: 'ZL1024' };
export const BAN_POLICY = { maxWrongAttempts: 5, banSeconds: 120 };

export function progressBody(
  tasks: {
    taskId: string;
    name: string;
    areaSeq: number;
    completed?: boolean;
    completedAt?: string | null;
    completedBy?: string | null;
    attemptCount?: number;
    description?: string | null;
    bodyHtml?: string | null;
    image?: { src: string; alt: string } | null;
  }[],
  currentAreaSeq = 1,
) {
  return {
    team: { name: '演示一队', description: '队长 玩家1，队员 玩家2' },
    currentAreaSeq,
    banPolicy: BAN_POLICY,
    taskProgress: tasks.map((task) => ({
      description: null,
      bodyHtml: null,
      image: null,
      completed: false,
      attemptCount: 0,
      completedAt: null,
      completedBy: null,
      ...task,
    })),
  };
}

export const notBanned = {
  message: '该任务当前未被封禁，还可以尝试 5 次',
  isBanned: false,
  banUntilDate: null,
  remainingTime: 0,
  wrongAttempts: 0,
  remainingAttempts: 5,
  banPolicy: BAN_POLICY,
};

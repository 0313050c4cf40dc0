import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@citygames/web-kit/api-client';
import type { TradeHistoryResponse, TradeView as Trade } from '@citygames/contracts/fanhua/trades.schema';
import { queryKeys } from '../../../query-keys';
import { createTrade, fetchTradeHistory } from '../api/trade-api';
import { useTradeComposer } from './use-trade-composer';

const toasts: string[] = [];
vi.mock('@citygames/web-kit/antd/feedback', () => ({
  showToast: (props: { content: string } | string) => toasts.push(typeof props === 'string' ? props : props.content),
  confirmDialog: async () => true,
}));
vi.mock('../api/trade-api', () => ({
  createTrade: vi.fn(),
  fetchTradeDetails: vi.fn(),
  fetchTradeHistory: vi.fn(),
  confirmTrade: vi.fn(),
  cancelTrade: vi.fn(),
  acceptTrade: vi.fn(),
  rejectTrade: vi.fn(),
}));

const body = { to_team_id: 'b', items: [{ type: 'food', arg: 'bread', count: 2 }], msg: '换面包' };
const older = { id: 'old', from_team_id: 'a', to_team_id: 'b', status: 'pending', msg: '换面包', items: body.items } as Trade;
const history = (trades: Trade[]) => ({ success: true, team_id: 'a', trades }) as TradeHistoryResponse;

function setup() {
  const client = new QueryClient();
  client.setQueryData(queryKeys.tradeHistory, history([older]));
  const confirm = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  const hook = renderHook(() => useTradeComposer({ teamId: 'a', isLeader: true, confirm }), { wrapper });
  act(() => hook.result.current.openComposer());
  return { hook, confirm };
}

describe('creating a trade whose reply never arrives', () => {
  afterEach(() => {
    toasts.length = 0;
    vi.resetAllMocks();
  });

  it('finds the new draft on the server: created, and on to its confirm dialog', async () => {
    vi.mocked(createTrade).mockRejectedValue(new ApiError({ kind: 'timeout', status: 0, message: '服务器响应超时' }));
    const made = { ...older, id: 'new' } as Trade;
    vi.mocked(fetchTradeHistory).mockResolvedValue(history([made, older]));
    const { hook, confirm } = setup();
    act(() => hook.result.current.create.mutate(body));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(made));
    expect(hook.result.current.open).toBe(false);
    expect(toasts.at(-1)).toBe('已向服务器核实：交易已创建，请确认后发送给对方');
  });

  it('finds no new draft (an identical older one does not count): not created, the dialog stays open', async () => {
    vi.mocked(createTrade).mockRejectedValue(new ApiError({ kind: 'network', status: 0, message: '无法连接到服务器' }));
    vi.mocked(fetchTradeHistory).mockResolvedValue(history([older]));
    const { hook, confirm } = setup();
    act(() => hook.result.current.create.mutate(body));
    await waitFor(() => expect(toasts.at(-1)).toBe('已向服务器核实：交易没有创建，可以再试一次'));
    expect(confirm).not.toHaveBeenCalled();
    expect(hook.result.current.open).toBe(true);
  });

  it('cannot ask the server either: says the outcome is unknown and keeps the dialog', async () => {
    vi.mocked(createTrade).mockRejectedValue(new ApiError({ kind: 'network', status: 0, message: '无法连接到服务器' }));
    vi.mocked(fetchTradeHistory).mockRejectedValue(new ApiError({ kind: 'network', status: 0, message: '无法连接到服务器' }));
    const { hook } = setup();
    act(() => hook.result.current.create.mutate(body));
    await waitFor(() => expect(toasts.at(-1)).toContain('结果未知'));
    expect(hook.result.current.open).toBe(true);
  });
});

import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@citygames/web-kit/api-client';
import type { TradeHistoryResponse, TradeView as Trade } from '@citygames/contracts/fanhua/trades.schema';
import { queryKeys } from '../../../query-keys';
import { confirmTrade, fetchTradeDetails, fetchTradeHistory } from '../api/trade-api';
import { useTradeActions } from '../hooks/use-trade-actions';
import { pendingTrades } from '../trade-lists';
import { PendingTrades } from './PendingTrades';

const toasts: string[] = [];
vi.mock('@citygames/web-kit/antd/feedback', () => ({
  showToast: (props: { content: string } | string) => toasts.push(typeof props === 'string' ? props : props.content),
  confirmDialog: async () => true,
}));
vi.mock('../api/trade-api', () => ({
  confirmTrade: vi.fn(),
  cancelTrade: vi.fn(),
  acceptTrade: vi.fn(),
  rejectTrade: vi.fn(),
  fetchTradeDetails: vi.fn(),
  fetchTradeHistory: vi.fn(),
}));

const draft: Trade = {
  id: 't1',
  from_team_id: 'a',
  from_team_name: '拾荒者',
  to_team_id: 'b',
  to_team_name: '守夜人',
  msg: '',
  status: 'pending',
  commission: 0,
  create_at: '2026-07-12T02:00:00.000Z',
  finish_at: null,
  items: [{ type: 'food', arg: 'bread', count: 2 }],
} as Trade;
const history = (trades: Trade[]): TradeHistoryResponse => ({ success: true, team_id: 'a', trades }) as TradeHistoryResponse;
const lostReply = () => new ApiError({ kind: 'network', status: 0, message: '无法连接到服务器，请确认后端 API 可用' });

/** The trade page's pending list and its actions, on the same cache as the page. */
function Harness({ onReady }: { onReady: (run: ReturnType<typeof useTradeActions>['runAction']) => void }) {
  const list = useQuery({ queryKey: queryKeys.tradeHistory, queryFn: fetchTradeHistory, retry: false });
  const actions = useTradeActions({ teamId: 'a', isLeader: true, historyUpdatedAt: list.dataUpdatedAt });
  onReady(actions.runAction);
  return (
    <PendingTrades
      trades={pendingTrades(list.data?.trades ?? [], 'a')}
      myTeamId="a"
      busyId={actions.busyId}
      unknownIds={actions.unknownIds}
      onAction={() => undefined}
      onOpen={() => undefined}
    />
  );
}

async function confirmWith(serverHistory: () => Promise<TradeHistoryResponse>) {
  vi.mocked(fetchTradeHistory).mockResolvedValueOnce(history([draft]));
  let run: ReturnType<typeof useTradeActions>['runAction'] = async () => undefined;
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <Harness onReady={(next) => (run = next)} />
    </QueryClientProvider>,
  );
  await screen.findByTestId('pending-trade');
  vi.mocked(fetchTradeHistory).mockImplementation(serverHistory);
  await act(() => run(draft, 'confirm'));
  return { card: screen.getByTestId('pending-trade'), client };
}

describe('a trade confirm whose reply never arrives', () => {
  beforeEach(() => {
    toasts.length = 0;
    vi.mocked(confirmTrade).mockRejectedValue(lostReply());
  });
  afterEach(() => {
    cleanup();
    vi.resetAllMocks();
  });

  it('went through on the server: the toast says it was sent, and the card says 已发出 / 等待对方确认', async () => {
    const confirmed = { ...draft, status: 'buyer_confirmed' } as Trade;
    vi.mocked(fetchTradeDetails).mockResolvedValue(confirmed);
    const { card } = await confirmWith(async () => history([confirmed]));
    expect(toasts).toEqual(['没有收到服务器的答复，正在核实交易的状态…', '已向服务器核实：交易已发送给对方']);
    expect(toasts.join()).not.toContain('确认交易失败');
    expect(within(card).getByText('已发出')).toBeTruthy();
    expect(within(card).getByText('等待对方确认')).toBeTruthy();
    expect(within(card).queryByText('确认')).toBeNull();
  });

  it('did not reach the server: the toast says it is still a draft, and the card still offers 确认', async () => {
    vi.mocked(fetchTradeDetails).mockResolvedValue(draft);
    const { card } = await confirmWith(async () => history([draft]));
    expect(toasts.at(-1)).toBe('已向服务器核实：交易没有发出，仍是草稿，可以再试一次');
    expect(within(card).getByText('草稿')).toBeTruthy();
    expect(within(card).getByText('确认')).toBeTruthy();
  });

  it('cannot be checked either: the toast says the outcome is unknown and the card is marked 结果未知 until the list is read again', async () => {
    vi.mocked(fetchTradeDetails).mockRejectedValue(lostReply());
    const { card, client } = await confirmWith(async () => {
      throw lostReply();
    });
    expect(toasts.at(-1)).toContain('结果未知');
    expect(within(card).getByTestId('trade-outcome-unknown').textContent).toBe('结果未知');

    // The network returns and the list is read again: the real state, and the mark goes.
    const confirmed = { ...draft, status: 'buyer_confirmed' } as Trade;
    vi.mocked(fetchTradeHistory).mockResolvedValue(history([confirmed]));
    await act(() => client.refetchQueries({ queryKey: queryKeys.tradeHistory }));
    await waitFor(() => expect(within(screen.getByTestId('pending-trade')).getByText('已发出')).toBeTruthy());
    const after = screen.getByTestId('pending-trade');
    expect(within(after).queryByTestId('trade-outcome-unknown')).toBeNull();
    expect(within(after).getByText('已发出')).toBeTruthy();
  });

  it('a refusal the server gave before writing is shown as the server said it', async () => {
    vi.mocked(confirmTrade).mockRejectedValue(new ApiError({ kind: 'http', status: 403, message: '只有队长才能操作', hasServerMessage: true }));
    await confirmWith(async () => history([draft]));
    expect(toasts).toEqual(['只有队长才能操作']);
    expect(fetchTradeDetails).not.toHaveBeenCalled();
  });
});

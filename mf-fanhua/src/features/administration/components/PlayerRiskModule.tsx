import { Button, CenterPopup, DotLoading } from 'antd-mobile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { fetchAllRisk, fetchRiskJob, requestRiskCheck, type PlayerRisk } from '../api/admin-api';
import { toastFailure, toastSuccess } from '../admin-feedback';
import { chinaMonthDayTime } from '../../../shared/date-time';
import { TEXTS } from '../../../texts';
import { pageOf, reasonLines, riskLevel, sortRisks, type RiskSortKey, type SortDirection } from '../risk-table';
import { queryKeys } from '../../../query-keys';

const T = TEXTS.admin.risk;
const SORT_KEYS: RiskSortKey[] = ['id', 'name', 'risk'];

/** Send the risk check, refresh, sort, page through players, open a player's reasons. */
export function PlayerRiskModule() {
  const queryClient = useQueryClient();
  const [sort, setSort] = useState<{ key: RiskSortKey; direction: SortDirection }>({ key: 'risk', direction: 'desc' });
  const [page, setPage] = useState(1);
  const [detail, setDetail] = useState<PlayerRisk | null>(null);

  const job = useQuery({
    queryKey: queryKeys.admin.riskJob,
    queryFn: fetchRiskJob,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 1500 : false),
  });
  const risks = useQuery({ queryKey: queryKeys.admin.risks, queryFn: fetchAllRisk });
  const running = job.data?.status === 'running';

  // When a job finishes, its results are in: read the list again.
  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running) void risks.refetch();
    wasRunning.current = running;
  }, [running, risks]);

  const request = useMutation({
    mutationFn: requestRiskCheck,
    onSuccess: () => {
      toastSuccess(T.requested);
      void queryClient.invalidateQueries({ queryKey: queryKeys.admin.riskJob });
    },
    onError: (error) => toastFailure(error, T.requestFailed),
  });

  const refresh = () => {
    void job.refetch();
    void risks.refetch();
  };

  const sorted = sortRisks(risks.data ?? [], sort.key, sort.direction);
  const shown = pageOf(sorted, page);

  function toggleSort(key: RiskSortKey) {
    setSort((current) => ({ key, direction: current.key === key && current.direction === 'desc' ? 'asc' : current.key === key ? 'desc' : key === 'risk' ? 'desc' : 'asc' }));
    setPage(1);
  }

  return (
    <div className="fh-admin-stack">
      <section className="fh-admin-card">
        <div className="fh-admin-actions">
          <Button color="primary" loading={request.isPending} onClick={() => request.mutate()}>
            {T.request}
          </Button>
          <Button loading={risks.isFetching} onClick={refresh}>
            {T.refresh}
          </Button>
        </div>
        <p className="fh-admin-note" data-testid="risk-job">
          {running && job.data
            ? T.job(job.data.checked_count, job.data.player_count)
            : job.data?.status === 'completed' && job.data.finished_at
              ? T.jobDone(chinaMonthDayTime(job.data.finished_at))
              : job.data?.status === 'failed'
                ? T.jobFailed
                : T.hint}
        </p>
        <div className="fh-admin-sort" role="group" aria-label={T.sortBy}>
          <span>{T.sortBy}</span>
          {SORT_KEYS.map((key) => (
            <button key={key} type="button" className="fh-admin-sort__button" aria-pressed={sort.key === key} onClick={() => toggleSort(key)}>
              {T.sortKeys[key]}
              {sort.key === key ? (sort.direction === 'asc' ? ' ↑' : ' ↓') : ''}
            </button>
          ))}
        </div>
        {risks.isPending ? (
          <p className="fh-admin-empty">
            <DotLoading /> {TEXTS.admin.loading}
          </p>
        ) : risks.isError ? (
          <p className="fh-admin-empty">{TEXTS.admin.loadFailed}</p>
        ) : shown.rows.length === 0 ? (
          <p className="fh-admin-empty">{T.empty}</p>
        ) : (
          <table className="fh-admin-table fh-admin-table--risk" data-testid="risk-table">
            <thead>
              <tr>
                <th scope="col">{T.columns.id}</th>
                <th scope="col">{T.columns.name}</th>
                <th scope="col">{T.columns.phone}</th>
                <th scope="col">{T.columns.risk}</th>
              </tr>
            </thead>
            <tbody>
              {shown.rows.map((player) => {
                const level = riskLevel(player);
                return (
                  <tr key={player.id} className="fh-admin-row" onClick={() => setDetail(player)} data-testid="risk-row">
                    <td className="fh-admin-mono" title={player.id}>
                      {player.id.slice(-6)}
                    </td>
                    <td>{player.name}</td>
                    <td className="fh-admin-mono">{player.phone}</td>
                    <td>
                      <button type="button" className={`fh-risk fh-risk--${level}`} aria-label={`${player.name} ${T.detailTitle}`}>
                        {level === 'unknown' ? T.unknown : player.risk}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
        {shown.totalPages > 1 && (
          <nav className="fh-admin-pager" aria-label={T.pager}>
            <Button size="small" disabled={shown.page <= 1} onClick={() => setPage(shown.page - 1)}>
              {T.previous}
            </Button>
            <span>{T.page(shown.page, shown.totalPages)}</span>
            <Button size="small" disabled={shown.page >= shown.totalPages} onClick={() => setPage(shown.page + 1)}>
              {T.next}
            </Button>
          </nav>
        )}
      </section>

      <CenterPopup visible={detail !== null} onMaskClick={() => setDetail(null)} role="dialog" aria-label={T.detailTitle} bodyClassName="fh-admin-dialog" style={{ "--min-width": "min(92vw, 440px)", "--max-width": "92vw" } as CSSProperties}>
        {detail && (
          <>
            <h2 className="fh-admin-card__title">
              {T.detailTitle}：{detail.name}
            </h2>
            <dl className="fh-admin-details">
              <dt>{T.columns.phone}</dt>
              <dd>{detail.phone}</dd>
              <dt>{T.status}</dt>
              <dd>{T.statusNames[detail.status] ?? detail.status}</dd>
              <dt>{T.columns.risk}</dt>
              <dd>
                <span className={`fh-risk fh-risk--${riskLevel(detail)}`}>{riskLevel(detail) === 'unknown' ? T.unknown : detail.risk}</span>
              </dd>
              <dt>{T.checkedAt}</dt>
              <dd>{detail.checked_at ? chinaMonthDayTime(detail.checked_at) : T.noReason}</dd>
              <dt>{T.reasons}</dt>
              <dd>
                {reasonLines(detail.reason).length === 0 ? (
                  T.noReason
                ) : (
                  <ul className="fh-admin-reasons">
                    {reasonLines(detail.reason).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
              </dd>
            </dl>
            <p className="fh-admin-note">{T.hint}</p>
            <Button block onClick={() => setDetail(null)}>
              {T.close}
            </Button>
          </>
        )}
      </CenterPopup>
    </div>
  );
}

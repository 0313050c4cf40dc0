import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import { useState } from 'react';
import { chinaMonthDayTime } from '../../../shared/date-time';
import { ADMINISTRATION_TEXTS } from '../administration-texts';
import type { PlayerRisk } from '@citygames/contracts/fanhua/risk.schema';
import { useRiskCheck } from '../hooks/use-risk-check';
import { nextSort, pageOf, sortRisks, type RiskSort, type RiskSortKey } from '../risk-table';
import { RiskDetailDialog } from './RiskDetailDialog';
import { RiskTable } from './RiskTable';

const T = ADMINISTRATION_TEXTS.risk;
const SORT_KEYS: RiskSortKey[] = ['id', 'name', 'risk'];

/** Send the risk check, refresh, sort, page through players, open a player's reasons. */
export function PlayerRiskModule() {
  const [sort, setSort] = useState<RiskSort>({ key: 'risk', direction: 'desc' });
  const [page, setPage] = useState(1);
  const [detail, setDetail] = useState<PlayerRisk | null>(null);

  const { job, risks, running, request, refresh } = useRiskCheck();

  const sorted = sortRisks(risks.data ?? [], sort.key, sort.direction);
  const shown = pageOf(sorted, page);

  function toggleSort(key: RiskSortKey) {
    setSort((current) => nextSort(current, key));
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
          <div className="fh-admin-empty">
            <DotLoading /> {ADMINISTRATION_TEXTS.loading}
          </div>
        ) : risks.isError ? (
          <p className="fh-admin-empty">{ADMINISTRATION_TEXTS.loadFailed}</p>
        ) : shown.rows.length === 0 ? (
          <p className="fh-admin-empty">{T.empty}</p>
        ) : (
          <RiskTable rows={shown.rows} onOpen={setDetail} />
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

      <RiskDetailDialog detail={detail} onClose={() => setDetail(null)} />
    </div>
  );
}

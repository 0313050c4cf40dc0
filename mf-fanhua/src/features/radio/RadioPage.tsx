import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '@citygames/web-kit/api-client';
import { getFanhuaRole } from '@citygames/web-kit/token-store';
import type { RadioMessage } from '@citygames/contracts/fanhua/radio.schema';
import { fetchRadioPage } from './api/radio-api';
import { RadioCard } from './components/RadioCard';
import { RadioComposer } from './components/RadioComposer';
import { TEXTS } from '../../texts';
import { useRadioStream } from './hooks/use-radio-stream';
import './RadioPage.css';
import { queryKeys, allExcept } from '../../query-keys';
import { showToast } from '@citygames/web-kit/antd/feedback';

/** Without the live stream (blocked, reconnecting) the page asks for news this often. */
const POLL_MS = 15_000;

function loadErrorText(error: unknown): string {
  if (!isApiError(error)) return TEXTS.radio.failed;
  if (error.kind === 'network' || error.kind === 'timeout') return TEXTS.radio.network;
  return error.hasServerMessage ? error.message : TEXTS.radio.httpError(error.status);
}

/** /fanhua/radio: the wasteland radio of the team, live through server-sent events. */
export default function RadioPage() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [now, setNow] = useState(() => new Date());
  const [composerOpen, setComposerOpen] = useState(false);
  const isAdmin = getFanhuaRole() === 'admin';

  const live = useRadioStream((message: RadioMessage | null) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.radio.all });
    if (!message) return;
    // A settled trade changes assets: let every other open view catch up too.
    if (message.message_type === 'trade_info') void queryClient.invalidateQueries(allExcept(queryKeys.radio.all));
    showToast({ content: TEXTS.radio.newMessage(message.title), position: 'top' });
  });

  const radio = useQuery({
    queryKey: queryKeys.radio.page(page),
    queryFn: () => fetchRadioPage(page),
    refetchInterval: live ? false : POLL_MS,
    placeholderData: (previous) => previous,
  });

  // Relative times ('3 分钟前') move on without a refetch.
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => setNow(new Date()), [radio.dataUpdatedAt]);

  const pagination = radio.data?.pagination;
  const messages = radio.data?.messages ?? [];

  return (
    <div className="fh-radio">
      <header className="fh-radio__hero">
        <div className="fh-radio__dial" aria-hidden="true">
          <span />
        </div>
        <div className="fh-radio__heading">
          <h1 className="fh-radio__title">{TEXTS.radio.title}</h1>
          <p className="fh-radio__channel">{TEXTS.radio.channel}</p>
        </div>
        <span className={`fh-radio__live${live ? ' fh-radio__live--on' : ''}`} data-testid="radio-live">
          {live ? TEXTS.radio.live : TEXTS.radio.polling}
        </span>
      </header>

      <div className="fh-radio__bar">
        <span className="fh-radio__meta" data-testid="radio-meta">
          {pagination ? `${TEXTS.radio.count(pagination.total)} · ${TEXTS.radio.page(pagination.page, pagination.totalPages)}` : ' '}
        </span>
        <span className="fh-radio__tools">
          {isAdmin && (
            <Button size="small" color="primary" fill="outline" onClick={() => setComposerOpen(true)}>
              {TEXTS.radio.composer.open}
            </Button>
          )}
          <Button size="small" loading={radio.isFetching} loadingText={TEXTS.radio.refreshing} onClick={() => void radio.refetch()}>
            {TEXTS.radio.refresh}
          </Button>
        </span>
      </div>

      {radio.isPending && (
        <div className="fh-radio__state">
          <DotLoading color="currentColor" /> {TEXTS.radio.loading}
        </div>
      )}
      {radio.isError && !radio.data && (
        <ErrorBlock status="disconnected" title={loadErrorText(radio.error)} description="" className="fh-radio__error">
          <Button size="small" onClick={() => void radio.refetch()}>
            {TEXTS.radio.retry}
          </Button>
        </ErrorBlock>
      )}
      {radio.data && messages.length === 0 && <ErrorBlock status="empty" title={TEXTS.radio.empty} description="" className="fh-radio__error" />}

      <div className="fh-radio__list">
        {messages.map((message) => (
          <RadioCard key={message.id} message={message} now={now} />
        ))}
      </div>

      {pagination && pagination.totalPages > 1 && (
        <nav className="fh-radio__pager" aria-label={TEXTS.radio.pager}>
          <Button size="small" disabled={page <= 1} onClick={() => setPage((current) => Math.max(1, current - 1))}>
            {TEXTS.radio.previous}
          </Button>
          <span>{TEXTS.radio.page(pagination.page, pagination.totalPages)}</span>
          <Button size="small" disabled={page >= pagination.totalPages} onClick={() => setPage((current) => current + 1)}>
            {TEXTS.radio.next}
          </Button>
        </nav>
      )}

      {isAdmin && (
        <RadioComposer
          visible={composerOpen}
          onClose={() => setComposerOpen(false)}
          onSent={() => {
            setComposerOpen(false);
            void queryClient.invalidateQueries({ queryKey: queryKeys.radio.all });
          }}
        />
      )}
    </div>
  );
}

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
import { RADIO_TEXTS } from './radio-texts';
import { useRadioStream } from './hooks/use-radio-stream';
import './RadioPage.css';
import { queryKeys, allExcept } from '../../query-keys';
import { showToast } from '@citygames/web-kit/antd/feedback';

/** Without the live stream (blocked, reconnecting) the page asks for news this often. */
const POLL_MS = 15_000;

function loadErrorText(error: unknown): string {
  if (!isApiError(error)) return RADIO_TEXTS.failed;
  if (error.kind === 'network' || error.kind === 'timeout') return RADIO_TEXTS.network;
  return error.hasServerMessage ? error.message : RADIO_TEXTS.httpError(error.status);
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
    showToast({ content: RADIO_TEXTS.newMessage(message.title), position: 'top' });
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
          <h1 className="fh-radio__title">{RADIO_TEXTS.title}</h1>
          <p className="fh-radio__channel">{RADIO_TEXTS.channel}</p>
        </div>
        <span className={`fh-radio__live${live ? ' fh-radio__live--on' : ''}`} data-testid="radio-live">
          {live ? RADIO_TEXTS.live : RADIO_TEXTS.polling}
        </span>
      </header>

      <div className="fh-radio__bar">
        <span className="fh-radio__meta" data-testid="radio-meta">
          {pagination ? `${RADIO_TEXTS.count(pagination.total)} · ${RADIO_TEXTS.page(pagination.page, pagination.totalPages)}` : ' '}
        </span>
        <span className="fh-radio__tools">
          {isAdmin && (
            <Button size="small" color="primary" fill="outline" onClick={() => setComposerOpen(true)}>
              {RADIO_TEXTS.composer.open}
            </Button>
          )}
          <Button size="small" loading={radio.isFetching} loadingText={RADIO_TEXTS.refreshing} onClick={() => void radio.refetch()}>
            {RADIO_TEXTS.refresh}
          </Button>
        </span>
      </div>

      {radio.isPending && (
        <div className="fh-radio__state">
          <DotLoading color="currentColor" /> {RADIO_TEXTS.loading}
        </div>
      )}
      {radio.isError && !radio.data && (
        <ErrorBlock status="disconnected" title={loadErrorText(radio.error)} description="" className="fh-radio__error">
          <Button size="small" onClick={() => void radio.refetch()}>
            {RADIO_TEXTS.retry}
          </Button>
        </ErrorBlock>
      )}
      {radio.data && messages.length === 0 && <ErrorBlock status="empty" title={RADIO_TEXTS.empty} description="" className="fh-radio__error" />}

      <div className="fh-radio__list">
        {messages.map((message) => (
          <RadioCard key={message.id} message={message} now={now} />
        ))}
      </div>

      {pagination && pagination.totalPages > 1 && (
        <nav className="fh-radio__pager" aria-label={RADIO_TEXTS.pager}>
          <Button size="small" disabled={page <= 1} onClick={() => setPage((current) => Math.max(1, current - 1))}>
            {RADIO_TEXTS.previous}
          </Button>
          <span>{RADIO_TEXTS.page(pagination.page, pagination.totalPages)}</span>
          <Button size="small" disabled={page >= pagination.totalPages} onClick={() => setPage((current) => current + 1)}>
            {RADIO_TEXTS.next}
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

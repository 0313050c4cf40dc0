import Button from 'antd-mobile/es/components/button';
import { useState, type FormEvent } from 'react';
import { API_ERROR_TEXTS, isApiError } from '@citygames/web-kit/api-client';
import { isOnline } from '@citygames/web-kit/offline/online-status';
import { messageOf } from '../../shared/api-errors';
import { useCurrentArea, useTeamStatus } from '../../shared/hooks/use-team-queries';
import { QueryState } from '../../shared/QueryState';
import { TEXTS } from '../../texts';
import { findAreaByCode } from './api/new-area-api';
import { useMoveTeam } from './api/use-move-team';
import { confirmDialog, showToast } from '@citygames/web-kit/antd/feedback';

const T = TEXTS.newArea;

/** The new-area tab: where the team is, and moving it by the code found at the next area. */
export function NewAreaTab() {
  const move = useMoveTeam();
  const area = useCurrentArea();
  const status = useTeamStatus();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return setError(T.codeRequired);
    // a move is confirmed against the area the server names and moves the whole team: never queued offline
    if (!isOnline()) return setError(API_ERROR_TEXTS.offline);
    setError(null);
    setBusy(true);
    try {
      let found;
      try {
        found = await findAreaByCode(typed);
      } catch (lookupError) {
        setError(
          isApiError(lookupError) && (lookupError.hasServerMessage || lookupError.kind === 'offline') ? lookupError.message : TEXTS.common.requestFailed,
        );
        return;
      }
      const confirmed = await confirmDialog({
        title: T.confirmTitle,
        content: T.confirmGo(found.area.name),
        confirmText: TEXTS.common.confirm,
        cancelText: TEXTS.common.cancel,
      });
      if (!confirmed) return;
      try {
        const moved = await move.mutateAsync(typed);
        showToast({ icon: 'success', content: moved.message });
        setCode('');
      } catch (moveError) {
        if (isApiError(moveError) && moveError.kind === 'offline') setError(moveError.message);
        else if (isApiError(moveError) && moveError.kind !== 'http') setError(T.moveRequestFailed);
        else setError(messageOf(moveError, T.moveFailed));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="ps-tab ps-new-area">
      <QueryState isPending={area.isPending} error={area.error} onRetry={() => void area.refetch()}>
        {area.data && (
          <section className="ps-section" aria-label={T.currentLocation}>
            <p className="ps-eyebrow">{T.currentLocation}</p>
            <dl className="ps-kv">
              <dt>{T.areaName}</dt>
              <dd>{area.data.name}</dd>
              <dt>{T.position}</dt>
              <dd>{area.data.pos}</dd>
              <dt>{T.areaCode}</dt>
              <dd>{area.data.code}</dd>
            </dl>
          </section>
        )}
        <section className="ps-section">
          <form onSubmit={onSubmit} noValidate>
            <label className="ps-field">
              <span className="ps-field__label">{T.codeLabel}</span>
              <input
                className="ps-input"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                placeholder={T.codePlaceholder}
                aria-label={T.codeLabel}
                autoCapitalize="characters"
                autoComplete="off"
                required
              />
            </label>
            {status.data && !status.data.status.isLeader && <p className="ps-muted">{T.leaderOnly}</p>}
            {error && (
              <div className="ps-notice ps-notice--error" role="alert">
                <p className="ps-notice__text">{error}</p>
              </div>
            )}
            <Button type="submit" color="primary" block loading={busy}>
              {T.go}
            </Button>
          </form>
        </section>
      </QueryState>
    </div>
  );
}

import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import type { ReactNode } from 'react';
import { TEXTS } from '../texts';
import { isNoTeam, messageOf } from './api-errors';
import { NoTeamNotice } from './NoTeamNotice';

interface QueryStateProps {
  isPending: boolean;
  error: unknown;
  onRetry?: () => void;
  /** Text of a failed load; gets the reason. */
  failedText?: (reason: string) => string;
  children: ReactNode;
}

/** Loading, no-team, failed-with-retry, or the content. */
export function QueryState({ isPending, error, onRetry, failedText, children }: QueryStateProps) {
  if (isPending) {
    return (
      <div className="ps-muted ps-center" role="status">
        <DotLoading /> {TEXTS.common.loading}
      </div>
    );
  }
  if (error) {
    if (isNoTeam(error)) return <NoTeamNotice error={error} />;
    const reason = messageOf(error, TEXTS.common.requestFailed);
    return (
      <div className="ps-notice ps-notice--error" role="alert">
        <p className="ps-notice__text">{failedText ? failedText(reason) : reason}</p>
        {onRetry && (
          <Button size="small" color="primary" fill="outline" onClick={onRetry}>
            {TEXTS.common.retry}
          </Button>
        )}
      </div>
    );
  }
  return <>{children}</>;
}

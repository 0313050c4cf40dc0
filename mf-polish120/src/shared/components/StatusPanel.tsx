import Button from 'antd-mobile/es/components/button';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import type { ReactNode } from 'react';
import { TEXTS } from '../../texts';

/** The loading line of a tab or page. */
export function LoadingLine({ text = TEXTS.common.loading }: { text?: string }) {
  return (
    <div className="p120-loading" role="status">
      <DotLoading color="primary" /> {text}
    </div>
  );
}

/** An error with an optional retry button. */
export function ErrorPanel({ message, onRetry, children }: { message: string; onRetry?: () => void; children?: ReactNode }) {
  return (
    <div className="p120-error" role="alert">
      <p>{message}</p>
      {children}
      {onRetry && (
        <Button size="small" color="primary" fill="outline" onClick={onRetry}>
          {TEXTS.common.retry}
        </Button>
      )}
    </div>
  );
}

/** A calm empty state. */
export function EmptyLine({ text }: { text: string }) {
  return <p className="p120-empty">{text}</p>;
}

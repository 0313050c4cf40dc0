import type { ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import './AppErrorBoundary.css';

export const APP_ERROR_TEXTS = {
  title: '应用遇到了问题，请稍后再试',
  hint: '可以重新加载页面；如果问题一直出现，请联系工作人员。',
  reload: '重新加载',
  details: '错误详情',
} as const;

export function AppErrorScreen({ error }: { error: Error }) {
  return (
    <div className="cg-app-error" role="alert">
      <div className="cg-app-error__card">
        <svg className="cg-app-error__icon" viewBox="0 0 64 64" aria-hidden="true">
          <circle cx="32" cy="32" r="30" fill="#fdecec" />
          <path d="M32 16v20" stroke="#d63a3a" strokeWidth="5" strokeLinecap="round" />
          <circle cx="32" cy="46" r="3.5" fill="#d63a3a" />
        </svg>
        <h1 className="cg-app-error__title">{APP_ERROR_TEXTS.title}</h1>
        <p className="cg-app-error__hint">{APP_ERROR_TEXTS.hint}</p>
        <button type="button" className="cg-button cg-button--block" onClick={() => window.location.reload()}>
          {APP_ERROR_TEXTS.reload}
        </button>
        <details className="cg-app-error__details">
          <summary>{APP_ERROR_TEXTS.details}</summary>
          <pre>{`${error.name}: ${error.message}${error.stack ? `\n\n${error.stack}` : ''}`}</pre>
        </details>
      </div>
    </div>
  );
}

/** The top-level failure screen: the app ran into a problem, reload, collapsible details. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary fallback={(error) => <AppErrorScreen error={error} />} onError={(error) => console.error('[citygames] 未处理的界面错误', error)}>
      {children}
    </ErrorBoundary>
  );
}

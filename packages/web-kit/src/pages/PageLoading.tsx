import './PageLoading.css';

/** The Suspense fallback of lazily loaded screens. */
export function PageLoading({ text = '加载中…' }: { text?: string }) {
  return (
    <div className="cg-page-loading" role="status" aria-live="polite">
      <span className="cg-page-loading__dot" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

import { sourceTitle, type RecordSource } from '../api/records-api';

/** Names the services a merged list could not read this time (the others still show). */
export function UnreadSources({ sources }: { sources: readonly string[] }) {
  if (sources.length === 0) return null;
  return (
    <p className="oc-error" role="alert">
      暂时读不到：{sources.map((id) => sourceTitle(id as RecordSource)).join('、')}
    </p>
  );
}

import { useConnectionStatus } from '../hooks/use-connection-status';

function clock(ms: number): string {
  return new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }).format(
    new Date(ms),
  );
}

/** Says when the console's numbers are not live: offline, or no answer for a while; otherwise the time of the last answer. */
export function ConnectionBanner() {
  const { offline, stale, lastAnswerAt } = useConnectionStatus();
  const since = lastAnswerAt === null ? '' : `显示的是 ${clock(lastAnswerAt)} 的数据`;
  if (offline) {
    return (
      <p className="oc-offline" role="alert" data-testid="connection-banner">
        {navigator.onLine ? '连不上服务器' : '网络已断开'}：{since || '还没有读到数据'}，恢复后自动更新。
      </p>
    );
  }
  if (stale) {
    return (
      <p className="oc-offline" role="alert" data-testid="connection-banner">
        数据可能已过时：{since}，正在重试。
      </p>
    );
  }
  return (
    <p className="oc-updated oc-muted" data-testid="last-updated">
      {lastAnswerAt === null ? '正在读取…' : `已更新 ${clock(lastAnswerAt)}`}
    </p>
  );
}

import '../shared/remote-panel.css';

export const CONFIG_TEXTS = {
  title: '站点配置暂时无法读取',
  text: '请检查网络后重试；如果问题一直出现，请联系工作人员。',
  retry: '重新加载',
} as const;

/** Shown on every path when /app-config.json cannot be read (no game can be located without it). */
export function ConfigUnavailable() {
  return (
    <main className="remote-panel" role="alert">
      <div className="remote-panel__card">
        <h1 className="remote-panel__title">{CONFIG_TEXTS.title}</h1>
        <p className="remote-panel__text">{CONFIG_TEXTS.text}</p>
        <button type="button" className="cg-button cg-button--block" onClick={() => window.location.reload()}>
          {CONFIG_TEXTS.retry}
        </button>
      </div>
    </main>
  );
}

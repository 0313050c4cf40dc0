import type { DraftStartSource } from './use-studio';

const SOURCES: { from: DraftStartSource; label: string }[] = [
  { from: 'demo', label: '从演示活动包开始' },
  { from: 'live', label: '从当前活动开始' },
  { from: 'empty', label: '从空白开始' },
];

/** Where a draft starts. Replacing a draft drops its unpublished edits, so it asks first. */
export function DraftStart({ hasDraft, busy, onStart }: { hasDraft: boolean; busy: boolean; onStart: (from: DraftStartSource) => void }) {
  return (
    <span className="oc-inline">
      {SOURCES.map((source) => (
        <button
          key={source.from}
          type="button"
          disabled={busy}
          onClick={() => {
            if (hasDraft && !window.confirm(`${source.label}会替换现在的草稿，草稿里没有发布的修改会丢失。继续吗？`)) return;
            onStart(source.from);
          }}
        >
          {source.label}
        </button>
      ))}
    </span>
  );
}

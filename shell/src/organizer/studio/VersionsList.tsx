import { useState } from 'react';
import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import type { StudioCompareResponse, StudioVersionSummary } from '@citygames/contracts/organizer/studio.schema';
import { beijingClock } from '../format';
import { compareVersions, downloadVersion } from './studio-api';

const KIND_TEXT = { added: '新增', removed: '删除', changed: '修改' } as const;

/** Every published version: download as the JSON pack, compare with the draft, restore into the draft. */
export function VersionsList({
  game,
  versions,
  hasDraft,
  busy,
  onRestore,
}: {
  game: OrganizerGameId;
  versions: StudioVersionSummary[];
  hasDraft: boolean;
  busy: boolean;
  onRestore: (version: StudioVersionSummary) => void;
}) {
  const [comparison, setComparison] = useState<{ title: string; result: StudioCompareResponse } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const compare = (version: StudioVersionSummary) =>
    compareVersions(game, version.id, 'draft')
      .then((result) => setComparison({ title: `第 ${version.number} 版 → 草稿`, result }))
      .catch((error: unknown) => setProblem(error instanceof Error ? error.message : '比较失败'));
  return (
    <section className="oc-card" data-testid="studio-versions">
      <h2>已发布的版本</h2>
      {versions.length === 0 && <p className="oc-muted">还没有从这里发布过版本</p>}
      <ol className="st-versions">
        {versions.map((version) => (
          <li key={version.id}>
            <strong>第 {version.number} 版</strong> {beijingClock(version.publishedAt)} · {version.publishedBy}
            {version.note && <> · {version.note}</>}
            <div className="oc-muted">{version.message}</div>
            <span className="oc-inline">
              <button type="button" onClick={() => void downloadVersion(game, version.id, version.number)}>
                下载
              </button>
              <button type="button" title="图片存进文件里，可在另一个平台打开" onClick={() => void downloadVersion(game, version.id, version.number, 'inline')}>
                下载（含图片）
              </button>
              {hasDraft && (
                <button type="button" onClick={() => void compare(version)}>
                  与草稿比较
                </button>
              )}
              <button
                type="button"
                disabled={busy}
                onClick={() => {
                  if (hasDraft && !window.confirm(`把第 ${version.number} 版恢复为草稿会替换现在的草稿。继续吗？`)) return;
                  onRestore(version);
                }}
              >
                恢复为草稿
              </button>
            </span>
          </li>
        ))}
      </ol>
      {problem && <p className="oc-error">{problem}</p>}
      {comparison && (
        <div data-testid="studio-compare">
          <h3>
            {comparison.title}：{comparison.result.changes.length === 0 ? '没有差别' : `${comparison.result.changes.length} 处差别`}
            {comparison.result.truncated && '（只列出前面的部分）'}
          </h3>
          <ul className="st-diff">
            {comparison.result.changes.map((change) => (
              <li key={`${change.kind}-${change.path}`}>
                <strong>{change.where ?? change.path}</strong> {KIND_TEXT[change.kind]}：{change.before ?? ''}
                {change.before && change.after ? ' → ' : ''}
                {change.after ?? ''}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

import { useState } from 'react';
import type { StudioVersionSummary } from '@citygames/contracts/organizer/studio.schema';
import type { DraftStartChoice } from './use-studio';

const SOURCES: { from: 'demo' | 'live' | 'empty'; label: string }[] = [
  { from: 'demo', label: '从演示活动包开始' },
  { from: 'live', label: '从当前活动开始' },
  { from: 'empty', label: '从空白开始' },
];

/**
 * Where a draft starts: the demo pack, the live event, empty, a published version, or a pack file
 * (downloaded from another event or platform; the server checks it). Replacing a draft drops its
 * unpublished edits, so it asks first.
 */
export function DraftStart({
  hasDraft,
  busy,
  versions,
  onStart,
  onRefuse,
}: {
  hasDraft: boolean;
  busy: boolean;
  versions: StudioVersionSummary[];
  onStart: (choice: DraftStartChoice) => void;
  onRefuse: (text: string) => void;
}) {
  const [versionId, setVersionId] = useState('');
  const chosen = versions.find((version) => version.id === versionId) ?? versions[0];
  const confirmed = (label: string) => !hasDraft || window.confirm(`${label}会替换现在的草稿，草稿里没有发布的修改会丢失。继续吗？`);
  const openFile = async (file: File | undefined) => {
    if (!file || !confirmed(`打开活动包文件「${file.name}」`)) return;
    let pack: unknown;
    try {
      pack = JSON.parse(await file.text());
    } catch {
      onRefuse(`「${file.name}」不是活动包文件（内容无法读取）`);
      return;
    }
    if (typeof pack !== 'object' || pack === null || Array.isArray(pack)) {
      onRefuse(`「${file.name}」不是活动包：文件里的内容不是一个活动包`);
      return;
    }
    onStart({ from: 'pack', pack: pack as Record<string, unknown> });
  };
  return (
    <span className="oc-inline">
      <span className="oc-inline">
        {SOURCES.map((source) => (
          <button key={source.from} type="button" disabled={busy} onClick={() => confirmed(source.label) && onStart({ from: source.from })}>
            {source.label}
          </button>
        ))}
      </span>
      {chosen && (
        <span className="oc-inline">
          <select aria-label="已发布的版本" value={chosen.id} onChange={(event) => setVersionId(event.target.value)}>
            {versions.map((version) => (
              <option key={version.id} value={version.id}>
                第 {version.number} 版{version.note ? `（${version.note}）` : ''}
              </option>
            ))}
          </select>
          <button type="button" disabled={busy} onClick={() => confirmed(`从第 ${chosen.number} 版开始`) && onStart({ from: 'version', versionId: chosen.id })}>
            从这个已发布的版本开始
          </button>
        </span>
      )}
      <label className="st-upload">
        上传活动包文件开始
        <input
          type="file"
          accept=".json,application/json"
          aria-label="上传活动包文件"
          disabled={busy}
          onChange={(event) => {
            void openFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
    </span>
  );
}

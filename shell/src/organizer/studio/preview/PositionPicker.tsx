import { useState } from 'react';
import { filterAreas, type PreviewArea } from './preview-area-rules';

/** The most areas listed at once; the search narrows a long list. */
const LISTED = 60;

interface PositionPickerProps {
  areas: readonly PreviewArea[];
  picked: PreviewArea | null;
  onPick: (area: PreviewArea) => void;
}

/** fanhua only: where the preview player stands, chosen as the centre of one of the draft's areas. */
export function PositionPicker({ areas, picked, onPick }: PositionPickerProps) {
  const [query, setQuery] = useState('');
  const found = filterAreas(areas, query);
  return (
    <div className="st-preview__position" data-testid="preview-position">
      <h3>模拟位置</h3>
      <p className="oc-muted" role="status">
        {picked ? `预览玩家站在「${picked.id} ${picked.name}」的中心` : '还没有选位置：预览里的定位会失败，选一个区域即可'}
      </p>
      {areas.length === 0 ? (
        <p className="oc-muted">草稿里还没有区域。</p>
      ) : (
        <>
          <input type="search" aria-label="查找区域" placeholder="按区域编号或名称查找" value={query} onChange={(event) => setQuery(event.target.value)} />
          <ul className="st-preview__areas">
            {found.slice(0, LISTED).map((area) => (
              <li key={area.id}>
                <button type="button" aria-pressed={picked?.id === area.id} onClick={() => onPick(area)}>
                  {area.id} {area.name}
                </button>
              </li>
            ))}
          </ul>
          {found.length === 0 && <p className="oc-muted">没有找到这样的区域。</p>}
          {found.length > LISTED && <p className="oc-muted">只列出前 {LISTED} 个，输入编号或名称缩小范围。</p>}
        </>
      )}
    </div>
  );
}

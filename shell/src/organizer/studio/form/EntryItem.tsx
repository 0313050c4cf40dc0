import { useContext } from 'react';
import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { entrySummary, issuesUnder } from '../schema-form-rules';
import { DragHandleContext, EntryListContext, FormPlaceContext } from './form-contexts';
import { isRewardGroup, rewardGroupWords } from './reward-rules';

/** One entry of a list: a drag handle, its number and name (opens it), or the value itself for a list of words; ↑ ↓ 复制 删除. */
export function EntryItem({ index, children }: ArrayFieldItemTemplateProps) {
  const list = useContext(EntryListContext);
  const handle = useContext(DragHandleContext);
  const { issues } = useContext(FormPlaceContext);
  if (!list) return null;
  const entry = list.list[index];
  const problems = issuesUnder(issues, `${list.path}.${index}`).length;
  const expanded = list.simple || list.isOpen(index);
  const position = index + 1;
  return (
    <>
      <div className="st-entry__head">
        <button type="button" className="st-drag" aria-label={`拖动第 ${position} 项调整顺序`} {...handle}>
          ⠿
        </button>
        {list.simple ? (
          children
        ) : (
          <button type="button" aria-expanded={expanded} onClick={() => list.toggle(index)}>
            {expanded ? '▾' : '▸'} {position}.{' '}
            {(isRewardGroup(list.itemSchema) ? rewardGroupWords(entry, list.itemSchema) : entrySummary(entry, list.itemSchema)) || list.itemSchema.title}
            {problems > 0 && `（${problems} 处问题）`}
          </button>
        )}
        <span className="st-entry__tools">
          <button type="button" aria-label={`上移第 ${position} 项`} disabled={index === 0} onClick={() => list.move(index, index - 1)}>
            ↑
          </button>
          <button type="button" aria-label={`下移第 ${position} 项`} disabled={index === list.list.length - 1} onClick={() => list.move(index, index + 1)}>
            ↓
          </button>
          <button type="button" aria-label={`复制第 ${position} 项`} onClick={() => list.duplicate(index)}>
            复制
          </button>
          <button type="button" className="oc-link-danger" aria-label={`删除第 ${position} 项`} onClick={() => list.remove(index)}>
            删除
          </button>
        </span>
      </div>
      {expanded && !list.simple && children}
    </>
  );
}

import { MAX_REWARD_GROUPS, REWARD_TEXT_MAX } from '@citygames/contracts/fanhua/admin.rules';
import { emptyRewardGroup, nextRewardGroupId, type RewardGroupDraft } from '@citygames/contracts/fanhua/reward-group-drafts.rules';
import { REWARD_LISTS } from '@citygames/contracts/fanhua/reward-groups.rules';
import { RewardEntryRows } from './RewardEntryRows';
import { REWARD_EDITOR_TEXTS as T } from './reward-editor-texts';
import './reward-editor.css';

/**
 * An area's reward groups as a form: per group its quote and its three lists of assets by Chinese name. The game's
 * administration page lets its admin type each group's id (`editIds`, as the spec has it); the organiser console
 * keeps the stored ids and numbers new groups itself, so no internal name shows.
 */
export function RewardGroupsEditor({
  groups,
  onChange,
  editIds = false,
}: {
  groups: RewardGroupDraft[];
  onChange: (groups: RewardGroupDraft[]) => void;
  editIds?: boolean;
}) {
  const update = (key: string, change: Partial<RewardGroupDraft>) => onChange(groups.map((group) => (group.key === key ? { ...group, ...change } : group)));
  return (
    <div className="cg-rewards">
      {groups.length === 0 && <p className="cg-rewards__empty">{T.noGroups}</p>}
      {groups.map((group, index) => {
        const title = T.group(index + 1);
        return (
          <section key={group.key} className="cg-rewards__group" aria-label={title} data-testid="reward-group">
            <div className="cg-rewards__head">
              <strong>{title}</strong>
              <button
                type="button"
                className="cg-rewards__link cg-rewards__link--danger"
                aria-label={`${T.removeGroup}：${title}`}
                onClick={() => onChange(groups.filter((other) => other.key !== group.key))}
              >
                {T.removeGroup}
              </button>
            </div>
            <div className={editIds ? 'cg-rewards__pair' : undefined}>
              {editIds && (
                <label className="cg-rewards__field">
                  <span>{T.groupId}</span>
                  <input
                    aria-label={`${title}${T.groupId}`}
                    className="cg-rewards__control"
                    value={group.id}
                    onChange={(event) => update(group.key, { id: event.target.value })}
                  />
                </label>
              )}
              <label className="cg-rewards__field">
                <span>{T.groupText}</span>
                <input
                  aria-label={`${title}${T.groupText}`}
                  className="cg-rewards__control"
                  placeholder={T.groupTextHint}
                  maxLength={REWARD_TEXT_MAX}
                  value={group.text}
                  onChange={(event) => update(group.key, { text: event.target.value })}
                />
              </label>
            </div>
            {REWARD_LISTS.map((list) => (
              <RewardEntryRows
                key={list}
                groupNumber={index + 1}
                label={T.lists[list]}
                entries={group[list]}
                onChange={(entries) => update(group.key, { [list]: entries })}
              />
            ))}
          </section>
        );
      })}
      {groups.length < MAX_REWARD_GROUPS && (
        <button type="button" className="cg-rewards__link" onClick={() => onChange([...groups, emptyRewardGroup(nextRewardGroupId(groups))])}>
          ＋ {T.addGroup}
        </button>
      )}
    </div>
  );
}

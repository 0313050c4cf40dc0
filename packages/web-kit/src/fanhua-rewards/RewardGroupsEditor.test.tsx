import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_ENTRIES_PER_LIST, MAX_REWARD_GROUPS } from '@citygames/contracts/fanhua/admin.rules';
import { emptyRewardGroup, rewardGroupsPayload, type RewardGroupDraft } from '@citygames/contracts/fanhua/reward-group-drafts.rules';
import { RewardGroupsEditor } from './RewardGroupsEditor';

/** The editor with its state, showing the body it would send. */
function Harness({ editIds, start = [] }: { editIds?: boolean; start?: RewardGroupDraft[] }) {
  const [groups, setGroups] = useState(start);
  const payload = rewardGroupsPayload(groups);
  return (
    <>
      <RewardGroupsEditor groups={groups} onChange={setGroups} editIds={editIds} />
      <output>{payload.ok ? JSON.stringify(payload.rewards) : payload.message}</output>
    </>
  );
}

afterEach(cleanup);

describe('the shared reward groups editor', () => {
  it('lets the game’s admin type a group’s id; the console numbers groups itself', () => {
    render(<Harness editIds />);
    fireEvent.click(screen.getByRole('button', { name: '＋ 添加奖励组' }));
    expect((screen.getByLabelText('奖励组 1组 id') as HTMLInputElement).value).toBe('1');
    fireEvent.change(screen.getByLabelText('奖励组 1组 id'), { target: { value: '夜市' } });
    fireEvent.change(screen.getByLabelText('奖励组 1·奖励（获得）·第 1 项'), { target: { value: 'money' } });
    expect(screen.getByRole('status').textContent).toBe('[{"id":"夜市","requires":[],"gives":[{"type":"money","arg":"","count":1}],"cond":[]}]');
    cleanup();

    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: '＋ 添加奖励组' }));
    expect(screen.queryByLabelText('奖励组 1组 id')).toBeNull();
  });

  it('offers no more groups or rows than the service takes', () => {
    const full = Array.from({ length: MAX_REWARD_GROUPS }, (_, index) => emptyRewardGroup(String(index + 1)));
    full[0] = {
      ...full[0]!,
      gives: Array.from({ length: MAX_ENTRIES_PER_LIST }, () => full[0]!.gives[0]!).map((entry, index) => ({ ...entry, key: `k${index}` })),
    };
    render(<Harness start={full} />);
    expect(screen.queryByRole('button', { name: '＋ 添加奖励组' })).toBeNull();
    expect(screen.queryByRole('button', { name: '添加条目：奖励组 1奖励（获得）' })).toBeNull();
    expect(screen.getByRole('button', { name: '添加条目：奖励组 2奖励（获得）' })).toBeTruthy();
  });
});

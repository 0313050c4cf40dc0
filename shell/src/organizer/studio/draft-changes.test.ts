import { describe, expect, it } from 'vitest';
import type { StudioDraftView } from '@citygames/contracts/organizer/studio.schema';
import { draftChangeOf } from './draft-changes';

const tasks = [
  { id: 'T1', name: '甲' },
  { id: 'T2', name: '乙' },
  { id: 'T3', name: '丙' },
];
const draft: StudioDraftView = {
  pack: { event: { name: '演示' }, tasks },
  version: 9,
  itemVersions: { event: 2, tasks: 8 },
  lists: { tasks: { key: 'id', order: 4, entries: { T1: 3, T2: 5, T3: 8 } } },
  source: '演示活动包',
  updatedAt: '2026-05-01T02:00:00Z',
  updatedBy: '组织者甲',
};

describe('draftChangeOf', () => {
  it('sends only the edited, added and removed entries with their loaded versions', () => {
    const value = [
      { id: 'T1', name: '甲' },
      { id: 'T3', name: '丙改' },
      { id: 'T4', name: '丁' },
    ];
    expect(draftChangeOf(draft, 'tasks', value)).toEqual({
      item: 'tasks',
      entries: [
        { id: 'T3', baseVersion: 8, value: { id: 'T3', name: '丙改' } },
        { id: 'T4', baseVersion: 0, value: { id: 'T4', name: '丁' } },
        { id: 'T2', baseVersion: 5, remove: true },
      ],
    });
  });

  it('sends the new order with its version only when the entries were moved', () => {
    expect(draftChangeOf(draft, 'tasks', [tasks[2], tasks[0], tasks[1]])).toEqual({
      item: 'tasks',
      entries: [],
      order: { baseVersion: 4, ids: ['T3', 'T1', 'T2'] },
    });
    expect(draftChangeOf(draft, 'tasks', [{ id: 'T0', name: '新' }, ...tasks])).toMatchObject({ order: { ids: ['T0', 'T1', 'T2', 'T3'] } });
    expect(draftChangeOf(draft, 'tasks', tasks)).toBeNull();
  });

  it('sends an item that is not a named list, or whose entries lost their names, whole', () => {
    expect(draftChangeOf(draft, 'event', { name: '新' })).toEqual({ item: 'event', baseVersion: 2, value: { name: '新' } });
    const unnamed = [...tasks, { name: '没有编号' }];
    expect(draftChangeOf(draft, 'tasks', unnamed)).toEqual({ item: 'tasks', baseVersion: 8, value: unnamed });
    expect(draftChangeOf(draft, 'event', undefined)).toEqual({ item: 'event', baseVersion: 2, remove: true });
  });
});

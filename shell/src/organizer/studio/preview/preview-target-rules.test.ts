import { describe, expect, it } from 'vitest';
import { editedEntryOf, entryOfPath, previewEntriesOf, previewTargetOf } from './preview-target-rules';

const PILOTSH = {
  startAreaSeq: 1,
  areas: [
    { seq: 1, name: '钟楼广场', code: 'ZL1024' },
    { seq: 2, name: '旧码头', code: 'MT2048' },
  ],
  tasks: [
    { id: 'T1-1', areaSeq: 1, name: '来处与去处' },
    { id: 'T2-1', areaSeq: 2, name: '错位的骰子' },
  ],
  puzzles: [{ kind: 'dice', areaSeq: 2, puzzleUrl: 'dice-1', title: '骰子' }],
};

describe('where the preview opens', () => {
  it('opens a pilotsh task at its own screen, entering its area first unless every team starts there', () => {
    expect(previewTargetOf('pilotsh', PILOTSH, 'tasks.0')).toMatchObject({
      path: '/pilotsh/tasks?task=T1-1',
      label: '任务 T1-1「来处与去处」',
      enterArea: null,
    });
    expect(previewTargetOf('pilotsh', PILOTSH, 'tasks.1.answers.0')).toMatchObject({
      path: '/pilotsh/tasks?task=T2-1',
      enterArea: { seq: 2, code: 'MT2048' },
    });
    expect(previewTargetOf('pilotsh', PILOTSH, 'areas.1')).toMatchObject({
      path: '/pilotsh/tasks',
      tab: 'submit',
      label: '区域 2「旧码头」',
      enterArea: { seq: 2, code: 'MT2048' },
    });
    expect(previewTargetOf('pilotsh', PILOTSH, 'puzzles.0')).toMatchObject({ path: '/pilotsh/pz/dice-1', enterArea: { seq: 2, code: 'MT2048' } });
    expect(previewTargetOf('pilotsh', PILOTSH, 'banPolicy')).toMatchObject({ path: '/pilotsh/tasks', label: '任务中心' });
  });

  it('opens a polish120 task, puzzle page, stage or card at its screen, and says when the fresh test team cannot see it', () => {
    const pack = { tasks: [{ id: 'T4', name: '钟' }], standalonePuzzles: [{ path: 'abc123def' }], puzzleCards: [{ code: 'PZB' }] };
    expect(previewTargetOf('polish120', pack, 'tasks.0')).toMatchObject({
      path: '/polish120/tasks/T4',
      label: '任务 T4「钟」',
      note: expect.stringContaining('开始问题'),
    });
    expect(previewTargetOf('polish120', pack, 'standalonePuzzles.0.content')).toMatchObject({ path: '/polish120/abc123def' });
    expect(previewTargetOf('polish120', pack, 'xArea.stage2.stations')).toMatchObject({ path: '/polish120/tasks', tab: 'xarea', label: 'X 区域' });
    expect(previewTargetOf('polish120', pack, 'puzzleCards.0')).toMatchObject({ tab: 'puzzles', label: '谜题卡 B' });
    expect(previewTargetOf('polish120', pack, 'scratch')).toMatchObject({ path: '/polish120/tasks/scratch' });
    expect(previewTargetOf('polish120', pack, 'start')).toMatchObject({ tab: 'start', note: null });
  });

  it('opens a fanhua area with the preview player standing in it', () => {
    const pack = { areas: [{ id: 121, name: '外滩', lat: 31.24, lng: 121.49 }] };
    expect(previewTargetOf('fanhua', pack, 'areas.0.rewards.1')).toMatchObject({ path: '/fanhua/area', standInArea: 121, label: '区域 121「外滩」' });
    expect(previewTargetOf('fanhua', pack, 'mapCenter')).toMatchObject({ path: '/fanhua/teaminfo', standInArea: null });
  });

  it('escapes ids in the path and falls back to the home screen for an entry not there (yet)', () => {
    expect(previewTargetOf('pilotsh', { tasks: [{ id: 'a b', areaSeq: 1 }] }, 'tasks.0').path).toBe('/pilotsh/tasks?task=a%20b');
    expect(previewTargetOf('pilotsh', PILOTSH, 'tasks.7').path).toBe('/pilotsh/tasks');
    expect(previewTargetOf('fanhua', undefined, null).path).toBe('/fanhua/teaminfo');
  });
});

describe('which entry is being edited', () => {
  it('lists the entries of an item to preview, or the item itself', () => {
    expect(previewEntriesOf('pilotsh', PILOTSH, 'tasks')).toEqual([
      { path: 'tasks.0', label: '任务 T1-1「来处与去处」' },
      { path: 'tasks.1', label: '任务 T2-1「错位的骰子」' },
    ]);
    expect(previewEntriesOf('pilotsh', PILOTSH, 'event')).toEqual([{ path: 'event', label: '任务中心' }]);
  });

  it('finds the entry an edit changed, added or moved into a place', () => {
    const before = [{ id: 'A' }, { id: 'B' }, { id: 'C' }];
    expect(editedEntryOf('tasks', before, [{ id: 'A' }, { id: 'B2' }, { id: 'C' }])).toBe('tasks.1');
    expect(editedEntryOf('tasks', before, [...before, { id: 'D' }])).toBe('tasks.3');
    expect(editedEntryOf('tasks', before, [{ id: 'A' }, { id: 'B' }])).toBe('tasks.1');
    expect(editedEntryOf('tasks', before, [])).toBe('tasks');
    expect(editedEntryOf('event', { name: '甲' }, { name: '乙' })).toBe('event');
    expect(entryOfPath('tasks.3.answers.0')).toBe('tasks.3');
    expect(entryOfPath('event.name')).toBe('event');
  });
});

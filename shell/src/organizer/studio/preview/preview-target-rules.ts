import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';

/**
 * Where the preview frame opens for the entry being edited: every entry of every game's pack maps to the
 * player's screen that shows it. Plain rules over the draft's pack (the studio knows no game's types).
 */
export interface PreviewTarget {
  /** The player path the frame loads (`/pilotsh/tasks?task=T4`). */
  path: string;
  /** The task-centre tab to show there (polish120), for pages that keep their tab in the preview's tab cookie. */
  tab: string | null;
  /** What the organiser is told the frame shows. */
  label: string;
  /** pilotsh: the area the preview team enters first (by its code, as a player would) so that the entry is open to it. */
  enterArea: { seq: number; code: string } | null;
  /** fanhua: the area at whose centre the preview player stands. */
  standInArea: number | null;
  /** Said beside the frame when the preview team cannot see the entry yet (polish120 before the start question). */
  note: string | null;
}

/** One entry the organiser may choose to preview: its pack path (`tasks.3`) and how it is named. */
export interface PreviewEntry {
  path: string;
  label: string;
}

type Pack = Record<string, unknown> | undefined;
type Entry = Record<string, unknown>;

const HOME: Record<OrganizerGameId, string> = { pilotsh: '/pilotsh/tasks', polish120: '/polish120/tasks', fanhua: '/fanhua/teaminfo' };

const isEntry = (value: unknown): value is Entry => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const listOf = (pack: Pack, key: string): unknown[] => {
  const list = pack?.[key];
  return Array.isArray(list) ? list : [];
};

/** The item (`tasks`) and the index of the entry (`3`) a pack path points into. */
function partsOf(path: string | null): { item: string; index: number | null } {
  const [item = '', second] = (path ?? '').split('.');
  return { item, index: second !== undefined && /^\d+$/.test(second) ? Number(second) : null };
}

const named = (kind: string, id: string, name: string) => `${kind} ${id}${name ? `「${name}」` : ''}`;

const target = (path: string, label: string, more: Partial<PreviewTarget> = {}): PreviewTarget => ({
  path,
  tab: null,
  label,
  enterArea: null,
  standInArea: null,
  note: null,
  ...more,
});

/** pilotsh: the area a task or puzzle sits in, to be entered by its code unless it is where every team starts. */
function pilotshAreaToEnter(pack: Pack, seq: unknown): PreviewTarget['enterArea'] {
  if (typeof seq !== 'number' || seq === pack?.startAreaSeq) return null;
  const area = listOf(pack, 'areas').find((entry) => isEntry(entry) && entry.seq === seq);
  return isEntry(area) && typeof area.code === 'string' && area.code ? { seq, code: area.code } : null;
}

function pilotshTarget(pack: Pack, item: string, entry: Entry | null): PreviewTarget {
  const home = HOME.pilotsh;
  if (item === 'tasks' && entry && textOf(entry.id)) {
    const id = textOf(entry.id);
    return target(`${home}?task=${encodeURIComponent(id)}`, named('任务', id, textOf(entry.name)), { enterArea: pilotshAreaToEnter(pack, entry.areaSeq) });
  }
  if (item === 'areas' && entry && typeof entry.seq === 'number') {
    return target(home, named('区域', String(entry.seq), textOf(entry.name)), { tab: 'submit', enterArea: pilotshAreaToEnter(pack, entry.seq) });
  }
  if (item === 'puzzles' && entry && textOf(entry.puzzleUrl)) {
    const url = textOf(entry.puzzleUrl);
    return target(`/pilotsh/pz/${encodeURIComponent(url)}`, named('谜题', url, textOf(entry.title)), { enterArea: pilotshAreaToEnter(pack, entry.areaSeq) });
  }
  return target(home, '任务中心');
}

const NOT_STARTED = '预览队还没有答开始问题时只看得到「开始」：在预览里答对开始问题后再看这一页。';

function polish120Target(item: string, entry: Entry | null): PreviewTarget {
  const home = HOME.polish120;
  if (item === 'tasks' && entry && textOf(entry.id)) {
    const id = textOf(entry.id);
    return target(`${home}/${encodeURIComponent(id)}`, named('任务', id, textOf(entry.name)), { note: NOT_STARTED });
  }
  if (item === 'standalonePuzzles' && entry && textOf(entry.path)) {
    const path = textOf(entry.path);
    return target(`/polish120/${encodeURIComponent(path)}`, named('独立谜题页', path, ''), { note: NOT_STARTED });
  }
  if (item === 'scratch') return target(`${home}/scratch`, '刮刮卡', { note: NOT_STARTED });
  if (item === 'xArea') return target(home, 'X 区域', { tab: 'xarea', note: NOT_STARTED });
  if (item === 'puzzleCards')
    return target(home, entry ? named('谜题卡', textOf(entry.code).replace(/^PZ/, ''), '') : '谜题卡', { tab: 'puzzles', note: NOT_STARTED });
  if (item === 'start') return target(home, '开始问题', { tab: 'start' });
  return target(home, '任务中心', { tab: 'start' });
}

function fanhuaTarget(item: string, entry: Entry | null): PreviewTarget {
  if (item === 'areas' && entry && typeof entry.id === 'number') {
    return target('/fanhua/area', named('区域', String(entry.id), textOf(entry.name)), { standInArea: entry.id });
  }
  return target(HOME.fanhua, '队伍信息');
}

/** The screen showing the entry at `path` (`tasks.3`, `xArea.stage2`, `areas`), else the game's home screen. */
export function previewTargetOf(game: OrganizerGameId, pack: Pack, path: string | null): PreviewTarget {
  const { item, index } = partsOf(path);
  const candidate = index === null ? undefined : listOf(pack, item)[index];
  const entry = isEntry(candidate) ? candidate : null;
  if (game === 'pilotsh') return pilotshTarget(pack, item, entry);
  if (game === 'polish120') return polish120Target(item, entry);
  return fanhuaTarget(item, entry);
}

/** The entries of one item the organiser may open the preview at: the item itself and, for a list, each entry. */
export function previewEntriesOf(game: OrganizerGameId, pack: Pack, item: string): PreviewEntry[] {
  const whole = { path: item, label: previewTargetOf(game, pack, item).label };
  const entries = listOf(pack, item).flatMap((_, index) => {
    const path = `${item}.${index}`;
    const found = previewTargetOf(game, pack, path);
    return found.label === whole.label ? [] : [{ path, label: found.label }];
  });
  return entries.length > 0 ? entries : [whole];
}

/** Which entry of an item an edit changed: the first list entry that differs (`tasks.3`), else the item itself. */
export function editedEntryOf(item: string, before: unknown, after: unknown): string {
  if (!Array.isArray(before) || !Array.isArray(after) || after.length === 0) return item;
  const length = Math.max(before.length, after.length);
  for (let index = 0; index < length; index += 1) {
    if (JSON.stringify(before[index]) !== JSON.stringify(after[index])) return `${item}.${Math.min(index, after.length - 1)}`;
  }
  return item;
}

/** The entry a problem's path is in (`tasks.3.answers` → `tasks.3`). */
export function entryOfPath(path: string): string {
  const { item, index } = partsOf(path);
  return index === null ? item : `${item}.${index}`;
}

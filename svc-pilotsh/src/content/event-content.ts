import { HttpError } from '@citygames/service-kit/http/errors';
import { RecheckedValue } from '@citygames/service-kit/data/rechecked-value';
import { VersionedCache } from '@citygames/service-kit/data/versioned-cache';
import type { BanPolicy } from '@citygames/contracts/common/answer.schema';
import { normalizeAreaCode } from '../domain/area-code.js';
import { TEXTS } from '../texts.js';
import { CURRENT_CONTENT_ID, EventContent } from './event-content.model.js';
import type { EventPack, PackArea, PackPuzzle, PackTask } from './pack-schema.js';

/** Read access to the event content of one request. */
export interface EventContentView {
  pack: EventPack;
  banPolicy: BanPolicy;
  area(seq: number): PackArea | undefined;
  areaByCode(code: string): PackArea | undefined;
  task(id: string): PackTask | undefined;
  tasksOfAreas(seqs: ReadonlySet<number>): PackTask[];
  puzzle(url: string): PackPuzzle | undefined;
}

export function viewOf(pack: EventPack): EventContentView {
  const areasBySeq = new Map(pack.areas.map((area) => [area.seq, area]));
  const areasByCode = new Map(pack.areas.map((area) => [normalizeAreaCode(area.code), area]));
  const tasksById = new Map(pack.tasks.map((task) => [task.id, task]));
  const puzzlesByUrl = new Map(pack.puzzles.map((puzzle) => [puzzle.puzzleUrl, puzzle]));
  return {
    pack,
    banPolicy: pack.banPolicy,
    area: (seq) => areasBySeq.get(seq),
    areaByCode: (code) => areasByCode.get(normalizeAreaCode(code)),
    task: (id) => tasksById.get(id),
    tasksOfAreas: (seqs) => pack.tasks.filter((task) => seqs.has(task.areaSeq)),
    puzzle: (url) => puzzlesByUrl.get(url),
  };
}

const contentCache = new VersionedCache<EventContentView>();
const versionOf = (document: { contentVersion?: string | null; importedAt: Date }) => document.contentVersion ?? `imported-${document.importedAt.getTime()}`;

/** The loaded event's version, read again at most once a second per replica (rechecked-value.ts). */
const contentHead = new RecheckedValue(async () => {
  const head = await EventContent.findById(CURRENT_CONTENT_ID, { contentVersion: 1, importedAt: 1 }).lean();
  return head ? versionOf(head) : null;
});

/** An import on this replica has committed: the next request reads the new version at once. */
export function forgetEventContentVersion(): void {
  contentHead.forget();
}

/**
 * The loaded event: a request reads nothing of it from the database while the version is fresh; the
 * pack and its lookup maps are built once per version and shared, frozen, by every request.
 */
export async function findEventContent(): Promise<EventContentView | null> {
  const version = await contentHead.get();
  if (version === null) return null;
  return contentCache.get(version, async () => {
    const document = await EventContent.findById(CURRENT_CONTENT_ID).lean();
    if (!document) throw new HttpError(503, 'NO_EVENT', TEXTS.noEvent);
    return { version: versionOf(document), value: viewOf(document.pack) };
  });
}

/** The loaded event, or a 503 telling the player that the organisers have not imported one yet. */
export async function requireEventContent(): Promise<EventContentView> {
  const content = await findEventContent();
  if (!content) throw new HttpError(503, 'NO_EVENT', TEXTS.noEvent);
  return content;
}

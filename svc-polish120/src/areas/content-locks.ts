import type { EventPack } from '../content/pack-schema.js';
import { contentLocks, type ContentLocks } from '../domain/content-locks.js';
import type { TeamState } from '../teams/team-state.repository.js';
import { beenTo } from './area-visits.js';

/** The team's locks, from its been_to (derived from its solves, so it never disagrees with them). */
export async function readContentLocks(pack: EventPack, state: TeamState): Promise<ContentLocks> {
  return contentLocks(pack, new Set(await beenTo(pack, state)));
}

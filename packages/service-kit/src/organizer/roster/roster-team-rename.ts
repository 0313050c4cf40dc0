import type { ClientSession, Types } from 'mongoose';
import type { RosterGameId } from '@citygames/contracts/organizer/games.rules';
import { conflict, isDuplicateKeyError, notFound } from '../../http/errors.js';
import { nameKey } from '../../pure/name-key.js';
import type { RosterActor } from './roster-operations.js';
import { ROSTER_TEXTS } from './roster-texts.js';
import { runRosterChange } from './roster-version.js';

/** What the rename needs of a game's team model (e.g. `Team`): a look-up of a look-alike name and the guarded update. */
export interface RenamableTeams {
  findOne(filter: { nameKey: string; _id: { $ne: Types.ObjectId } }, projection: { name: 1 }): { lean(): PromiseLike<{ name: string } | null> };
  updateOne(
    filter: { _id: Types.ObjectId },
    update: { $set: { name: string; nameKey: string } },
    options: { session: ClientSession },
  ): PromiseLike<{ matchedCount: number }>;
}

/**
 * The organiser's rename of a team stored as its own document whose name is unique by `nameKey`
 * (pilotsh and fanhua; `teams` is that model, e.g. `Team`): 409 for the name it has or one that looks like another
 * team's (the unique `nameKey` index also decides a race), written with its audit record in one
 * transaction that claims the roster version. `audit` writes the record in that transaction.
 */
export async function renameRosterTeam(
  teams: RenamableTeams,
  game: RosterGameId,
  actor: RosterActor,
  team: { _id: Types.ObjectId; name: string },
  name: string,
  audit: (session: ClientSession) => Promise<void>,
): Promise<void> {
  if (team.name === name) throw conflict(ROSTER_TEXTS.sameName, 'SAME_NAME');
  const lookAlike = await teams.findOne({ nameKey: nameKey(name), _id: { $ne: team._id } }, { name: 1 }).lean();
  if (lookAlike) throw conflict(ROSTER_TEXTS.teamNameTaken(name, lookAlike.name), 'TEAM_NAME_TAKEN');
  try {
    await runRosterChange(game, actor, async (session) => {
      const renamed = await teams.updateOne({ _id: team._id }, { $set: { name, nameKey: nameKey(name) } }, { session });
      if (renamed.matchedCount !== 1) throw notFound(ROSTER_TEXTS.teamNotFound, 'TEAM_NOT_FOUND');
      await audit(session);
    });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw conflict(ROSTER_TEXTS.teamNameTaken(name), 'TEAM_NAME_TAKEN');
    throw error;
  }
}

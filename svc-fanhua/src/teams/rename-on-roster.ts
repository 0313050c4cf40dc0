import { runTransaction } from '@citygames/service-kit/data/transaction';
import { renamedOnRoster } from './team-roster.js';
import { TeamModel, type TeamRecord } from './team.model.js';

/**
 * A player's new name on the roster of the team they are in: read and written in one transaction,
 * so on MongoDB a membership change of the same team meanwhile is a write conflict, not a lost name.
 */
export async function renameOnRoster(playerId: string, name: string): Promise<void> {
  await runTransaction(async (session) => {
    const team = await TeamModel.findOne({ 'members.playerId': playerId }).session(session).lean<TeamRecord>();
    const members = team && renamedOnRoster(team.members ?? [], playerId, name);
    if (team && members) await TeamModel.updateOne({ _id: team._id }, { $set: { members } }, { session });
  });
}

import type { z } from 'zod';
import type { AddAssetInput } from '@citygames/contracts/fanhua/admin.schema';
import { ADD_ASSET_TEXTS } from '@citygames/contracts/fanhua/admin.rules';
import { HttpError } from '@citygames/service-kit/http/errors';
import { applyAssetChanges, claimLedger } from './team-asset.repository.js';
import { recordOrganizerAction } from '@citygames/service-kit/organizer/console/organizer-actions';
import type { OrganizerUser } from '@citygames/service-kit/auth/organizer-token';
import { runTransaction } from '@citygames/service-kit/data/transaction';
import { assetDisplayName, isResourceCategory, isValidAssetKey } from '@citygames/contracts/fanhua/assets.rules';
import { TeamModel, type TeamRecord } from '../teams/team.model.js';
import { teamIdOf } from '../teams/team.repository.js';
import { texts } from '../texts.js';

/**
 * An administrator grants a team some of one asset (talent, money, house or a resource item); the grant is in the
 * audit log and the activity feed from the same transaction, naming who granted it.
 */
export async function addAssetToTeam(input: z.infer<typeof AddAssetInput>, actor: OrganizerUser, now: Date) {
  const teamId = teamIdOf(input.team_id);
  const team = teamId && (await TeamModel.findById(teamId).lean<TeamRecord>());
  if (!team) throw new HttpError(404, 'TEAM_NOT_FOUND', texts.team.notFound);
  const arg = isResourceCategory(input.type) ? (input.arg ?? '') : '';
  if (!isValidAssetKey(input.type, arg)) throw new HttpError(400, 'ASSET_TYPE_INCOMPLETE', ADD_ASSET_TEXTS.typeIncomplete);
  const itemName = assetDisplayName(input.type, arg);
  await runTransaction(async (session) => {
    await applyAssetChanges(await claimLedger(team._id, session, now), [{ type: input.type, arg, count: input.count }]);
    await recordOrganizerAction(
      actor,
      { scope: 'fanhua', action: 'fanhua-admin.add-asset', summary: texts.asset.added(team.name, itemName, input.count), team: team.name },
      now,
      session,
    );
  });
  return { teamName: team.name, itemName, count: input.count };
}

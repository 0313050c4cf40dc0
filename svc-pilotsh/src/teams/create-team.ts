import type { ClientSession, Types } from 'mongoose';
import { recordVisit } from '../areas/area-visit.repository.js';
import type { PackTeam } from '../content/pack-schema.js';
import { findPropKind } from '@citygames/contracts/pilotsh/prop.rules';
import { Prop } from '../props/prop.model.js';
import { Membership } from './membership.model.js';
import { Team } from './team.model.js';
import { nameKey } from '@citygames/service-kit/name-key';

/**
 * Creates a team with its leader, members and starting props, standing in (and having visited)
 * the start area. Call inside a transaction: unique indexes (team name key, phone, one leader)
 * abort it whole when anything clashes.
 */
export async function createTeamWithMembers(team: PackTeam, startAreaSeq: number, now: Date, session: ClientSession): Promise<string> {
  const [created] = await Team.create(
    [{ name: team.name, nameKey: nameKey(team.name), description: team.description, currentAreaSeq: startAreaSeq, createdAt: now }],
    { session },
  );
  const teamId = created!._id;
  await Membership.create(
    [
      { teamId, phone: team.leader.phone, name: team.leader.name, role: 'leader' as const },
      ...team.members.map((member) => ({ teamId, phone: member.phone, name: member.name, role: 'member' as const })),
    ],
    { session, ordered: true },
  );
  await recordVisit(teamId, startAreaSeq, now, session);
  await grantStartingProps(teamId, team.props, now, session);
  return teamId.toString();
}

export async function grantStartingProps(teamId: Types.ObjectId, props: PackTeam['props'], now: Date, session: ClientSession): Promise<void> {
  if (props.length === 0) return;
  await Prop.create(
    props.map((prop, index) => {
      const kind = findPropKind(prop.type)!;
      return {
        teamId,
        type: kind.key,
        steps: kind.key === 'step_card' ? (prop.steps ?? 1) : null,
        used: false,
        source: 'pack',
        // keeps the pack's order when listing by creation time
        createdAt: new Date(now.getTime() + index),
      };
    }),
    { session, ordered: true },
  );
}

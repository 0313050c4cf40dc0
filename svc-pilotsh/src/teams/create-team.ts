import { Types, type ClientSession } from 'mongoose';
import { AreaVisit } from '../areas/area-visit.model.js';
import type { RosterTeam, StartingProp } from './roster-team.schema.js';
import { findPropKind } from '@citygames/contracts/pilotsh/prop.rules';
import { Prop } from '../props/prop.model.js';
import { Membership } from './membership.model.js';
import { Team } from './team.model.js';
import { nameKey } from '@citygames/service-kit/pure/name-key';

/**
 * Creates teams with their leaders, members and starting props, each standing in (and having visited)
 * the start area, with one write per collection however many teams (an event's roster is hundreds).
 * Call inside a transaction: unique indexes (team name key, phone, one leader) abort it whole when
 * anything clashes. Answers the new teams' ids in the order given.
 */
export async function createTeamsWithMembers(teams: readonly RosterTeam[], startAreaSeq: number, now: Date, session: ClientSession): Promise<Types.ObjectId[]> {
  if (teams.length === 0) return [];
  const ids = teams.map(() => new Types.ObjectId());
  await Team.insertMany(
    teams.map((team, index) => ({
      _id: ids[index]!,
      taskTeamId: ids[index]!.toString(),
      name: team.name,
      nameKey: nameKey(team.name),
      description: team.description,
      currentAreaSeq: startAreaSeq,
      startingProps: team.props,
      createdAt: now,
    })),
    { session, ordered: true },
  );
  await Membership.insertMany(
    teams.flatMap((team, index) => [
      { teamId: ids[index]!, phone: team.leader.phone, name: team.leader.name, role: 'leader' as const },
      ...team.members.map((member) => ({ teamId: ids[index]!, phone: member.phone, name: member.name, role: 'member' as const })),
    ]),
    { session, ordered: true },
  );
  await AreaVisit.insertMany(
    ids.map((teamId) => ({ teamId, areaSeq: startAreaSeq, visitedAt: now })),
    { session, ordered: true },
  );
  for (const [index, team] of teams.entries()) await grantStartingProps(ids[index]!, team.props, now, session);
  return ids;
}

/** Creates one team (see createTeamsWithMembers) and answers its id. */
export async function createTeamWithMembers(team: RosterTeam, startAreaSeq: number, now: Date, session: ClientSession): Promise<string> {
  const [id] = await createTeamsWithMembers([team], startAreaSeq, now, session);
  return id!.toString();
}

export async function grantStartingProps(teamId: Types.ObjectId, props: readonly StartingProp[], now: Date, session: ClientSession): Promise<void> {
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

import type { ClientSession, Types } from 'mongoose';
import { HttpError } from '@citygames/service-kit/http/errors';
import { runTransaction } from '@citygames/service-kit/data/transaction';
import { TEAM_SIZE_CAP } from '@citygames/contracts/fanhua/teams.rules';
import { PlayerModel, type PlayerRecord } from '../players/player.model.js';
import { escapeHtml } from '../domain/radio-page.js';
import { postRadioMessages } from '../radio/post-radio-message.js';
import { TeamMemberModel, type TeamMemberRecord } from './team-member.model.js';
import { TeamModel, type TeamRecord } from './team.model.js';
import { teamIdOf } from './team.repository.js';
import type { RosterChangeRecord } from '../admin/admin-roster-record.js';
import { texts } from '../texts.js';

export const teamChanged = () => new HttpError(409, 'TEAM_CHANGED', texts.team.changed);

async function requireTeam(teamId: string, session: ClientSession): Promise<TeamRecord> {
  const id = teamIdOf(teamId);
  const team = id && (await TeamModel.findById(id).session(session).lean<TeamRecord>());
  if (!team) throw new HttpError(404, 'TEAM_NOT_FOUND', texts.team.notFound);
  return team;
}

async function requirePlayer(playerId: string, session: ClientSession): Promise<PlayerRecord> {
  const player = await PlayerModel.findById(playerId).session(session).lean<PlayerRecord>();
  if (!player) throw new HttpError(404, 'PLAYER_NOT_FOUND', texts.admin.playerNotFound);
  return player;
}

/** Makes a member of the team its leader; `record` puts it on the record in the same transaction. */
export async function setLeader(teamId: string, playerId: string, record: RosterChangeRecord): Promise<{ team: TeamRecord; player: PlayerRecord }> {
  return runTransaction(async (session) => {
    const team = await requireTeam(teamId, session);
    const player = await requirePlayer(playerId, session);
    const member = await TeamMemberModel.exists({ teamId: team._id, playerId }).session(session);
    if (!member) throw new HttpError(400, 'NOT_A_MEMBER', texts.admin.notAMember(player.name, team.name));
    if (team.leaderId === playerId) throw new HttpError(400, 'ALREADY_LEADER', texts.admin.alreadyLeader(player.name));
    const changed = await TeamModel.updateOne({ _id: team._id, leaderId: team.leaderId }, { $set: { leaderId: playerId } }, { session });
    if (changed.modifiedCount !== 1) throw teamChanged();
    await record(session, { action: 'fanhua-admin.set-leader', summary: texts.admin.leaderSet(team.name, player.name), team: team.name, player: player.name });
    return { team, player };
  });
}

/** The member who has been in the team longest, other than `leaving`. */
async function successorOf(teamId: Types.ObjectId, leaving: string, session: ClientSession): Promise<string | null> {
  const next = await TeamMemberModel.findOne({ teamId, playerId: { $ne: leaving } })
    .session(session)
    .sort({ joinedAt: 1, _id: 1 })
    .lean<TeamMemberRecord>();
  return next?.playerId ?? null;
}

/**
 * Moves a player (in a team or in none) to another team, in one transaction: the target's size
 * cap is a guarded counter, the old team's count drops, a leader who leaves hands the team to its
 * longest-standing member (or leaves it empty), and a player joining an empty team leads it.
 * Both teams hear about it on the radio; `record` puts it on the record in the same transaction.
 */
export async function movePlayer(playerId: string, teamId: string, adminId: string, now: Date, record: RosterChangeRecord) {
  return runTransaction(async (session) => {
    const target = await requireTeam(teamId, session);
    const player = await requirePlayer(playerId, session);
    const membership = await TeamMemberModel.findOne({ playerId }).session(session).lean<TeamMemberRecord>();
    if (membership?.teamId.equals(target._id)) throw new HttpError(400, 'ALREADY_IN_TARGET', texts.admin.alreadyInTarget(player.name, target.name));

    const counted = await TeamModel.findOneAndUpdate(
      { _id: target._id, memberCount: { $lt: TEAM_SIZE_CAP } },
      { $inc: { memberCount: 1 }, $set: { leaderId: target.leaderId ?? playerId } },
      { session, returnDocument: 'after' },
    );
    if (!counted) throw new HttpError(409, 'TEAM_FULL', texts.team.full(TEAM_SIZE_CAP));

    let source: TeamRecord | null = null;
    if (membership) {
      source = await TeamModel.findById(membership.teamId).session(session).lean<TeamRecord>();
      const moved = await TeamMemberModel.updateOne(
        { _id: membership._id, teamId: membership.teamId },
        { $set: { teamId: target._id, joinedAt: now } },
        { session },
      );
      if (moved.modifiedCount !== 1) throw teamChanged();
      if (source) {
        const successor = source.leaderId === playerId ? await successorOf(source._id, playerId, session) : source.leaderId;
        const left = await TeamModel.updateOne(
          { _id: source._id, memberCount: { $gte: 1 }, leaderId: source.leaderId },
          { $inc: { memberCount: -1 }, $set: { leaderId: successor } },
          { session },
        );
        if (left.modifiedCount !== 1) throw teamChanged();
      }
    } else {
      await TeamMemberModel.create([{ teamId: target._id, playerId, joinedAt: now }], { session });
    }

    const name = escapeHtml(player.name);
    const notices = [
      { teamId: target._id, title: texts.admin.memberJoinedTitle, html: texts.admin.memberJoinedHtml(name) },
      ...(source ? [{ teamId: source._id, title: texts.admin.memberMovedTitle, html: texts.admin.memberMovedHtml(name, escapeHtml(target.name)) }] : []),
    ];
    await postRadioMessages(
      notices.map((notice) => ({ ...notice, sender: 'commander' as const, messageType: 'team_message' as const, createdBy: `admin:${adminId}` })),
      now,
      session,
    );
    await record(session, {
      action: 'fanhua-admin.move-player',
      summary: texts.admin.playerMoved(player.name, target.name),
      team: target.name,
      player: player.name,
    });
    return { player, target, source };
  });
}

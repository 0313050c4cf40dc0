import { TEAMS_CREATED_PER_PLAYER } from '../../src/domain/team-creation-limit.js';

/**
 * A reference model of the team economy rule (docs/invariants.md): teams, memberships, who earned
 * what, and what each team holds. The hopping test predicts every answer from it and compares the
 * service's holdings with it after every step.
 */
export interface ModelTeam {
  id: string;
  inviteCode: string;
  members: string[];
  leader: string | null;
  traded: Set<number>;
  awakened: boolean;
  holdings: Record<HeldItem, number>;
}

export const HELD_ITEMS = ['luck', 'intelligence', 'food/bread'] as const;
export type HeldItem = (typeof HELD_ITEMS)[number];

/** What each earning gives: the awakening (all on luck in this test), area 1's free group, area 2's +10. */
export const EARNING_GIVES: Record<string, { item: HeldItem; count: number }> = {
  awakening: { item: 'luck', count: 30 },
  'area:1': { item: 'food/bread', count: 2 },
  'area:2': { item: 'intelligence', count: 10 },
};

export type Expected = { status: number; error?: string };

export class TeamEconomyModel {
  readonly teams: ModelTeam[] = [];
  private readonly teamOfPlayer = new Map<string, ModelTeam>();
  private readonly created = new Map<string, number>();
  private readonly earned = new Map<string, Set<string>>();
  /** Every grant the service accepted, with the members it was recorded for. */
  readonly grants: { earning: string; members: string[] }[] = [];

  teamOf(playerId: string): ModelTeam | null {
    return this.teamOfPlayer.get(playerId) ?? null;
  }

  expectCreate(playerId: string): Expected {
    if (this.teamOf(playerId)) return { status: 409, error: 'ALREADY_IN_TEAM' };
    if ((this.created.get(playerId) ?? 0) >= TEAMS_CREATED_PER_PLAYER) return { status: 409, error: 'TEAM_CREATION_LIMIT' };
    return { status: 201 };
  }

  teamCreated(playerId: string, id: string, inviteCode: string): void {
    const team: ModelTeam = {
      id,
      inviteCode,
      members: [playerId],
      leader: playerId,
      traded: new Set(),
      awakened: false,
      holdings: { luck: 0, intelligence: 0, 'food/bread': 0 },
    };
    this.teams.push(team);
    this.teamOfPlayer.set(playerId, team);
    this.created.set(playerId, (this.created.get(playerId) ?? 0) + 1);
  }

  expectJoin(playerId: string): Expected {
    return this.teamOf(playerId) ? { status: 409, error: 'ALREADY_IN_TEAM' } : { status: 200 };
  }

  joined(playerId: string, team: ModelTeam): void {
    team.members.push(playerId);
    team.leader ??= playerId;
    this.teamOfPlayer.set(playerId, team);
  }

  /** Who a leaving leader names (the next member in joining order), or null. */
  successorOf(playerId: string): string | null {
    const team = this.teamOf(playerId);
    if (!team || team.leader !== playerId) return null;
    return team.members.find((member) => member !== playerId) ?? null;
  }

  expectLeave(playerId: string): Expected {
    return this.teamOf(playerId) ? { status: 200 } : { status: 404, error: 'PLAYER_NOT_FOUND' };
  }

  left(playerId: string): void {
    const team = this.teamOf(playerId)!;
    if (team.leader === playerId) team.leader = this.successorOf(playerId);
    team.members = team.members.filter((member) => member !== playerId);
    this.teamOfPlayer.delete(playerId);
  }

  /** The answer to an awakening ('awakening') or an area trade ('area:<id>') by this player. */
  expectEarning(playerId: string, earning: string): Expected {
    const team = this.teamOf(playerId);
    if (!team) return { status: 404, error: 'NO_TEAM' };
    if (earning === 'awakening' && team.awakened) return { status: 409, error: 'ALREADY_AWAKENED' };
    if (earning !== 'awakening' && team.traded.has(Number(earning.slice('area:'.length)))) return { status: 409, error: 'AREA_ALREADY_TRADED' };
    if (team.members.some((member) => this.earned.get(member)?.has(earning))) {
      return { status: 409, error: earning === 'awakening' ? 'AWAKENING_EARNED_ELSEWHERE' : 'AREA_EARNED_ELSEWHERE' };
    }
    return { status: 200 };
  }

  earnedBy(playerId: string, earning: string): void {
    const team = this.teamOf(playerId)!;
    if (earning === 'awakening') team.awakened = true;
    else team.traded.add(Number(earning.slice('area:'.length)));
    for (const member of team.members) {
      const set = this.earned.get(member) ?? new Set<string>();
      set.add(earning);
      this.earned.set(member, set);
    }
    const gives = EARNING_GIVES[earning]!;
    team.holdings[gives.item] += gives.count;
    this.grants.push({ earning, members: [...team.members] });
  }

  /** Everything `from` holds moves to `to` (a completed team trade). */
  gave(from: ModelTeam, to: ModelTeam): void {
    for (const item of HELD_ITEMS) {
      to.holdings[item] += from.holdings[item];
      from.holdings[item] = 0;
    }
  }
}

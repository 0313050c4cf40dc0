export interface TeamMemberLike {
  phone: string;
  name: string;
  leader: boolean;
}

export interface TeamLike {
  id: string;
  name: string;
  description?: string | undefined;
  members: readonly TeamMemberLike[];
}

/** The pack's teams by their members' phones: the team a phone belongs to (the first that lists it). */
export function teamsByPhone<T extends TeamLike>(teams: readonly T[]): Map<string, T> {
  const byPhone = new Map<string, T>();
  for (const team of teams) for (const member of team.members) if (!byPhone.has(member.phone)) byPhone.set(member.phone, team);
  return byPhone;
}

/** The members line of the progress panel: '队长：玩家1；队员：玩家2' unless the pack describes the team. */
export function describeTeam(team: TeamLike): string {
  if (team.description) return team.description;
  const leaders = team.members.filter((member) => member.leader).map((member) => member.name);
  const others = team.members.filter((member) => !member.leader).map((member) => member.name);
  const parts: string[] = [];
  if (leaders.length > 0) parts.push(`队长：${leaders.join('、')}`);
  if (others.length > 0) parts.push(`队员：${others.join('、')}`);
  return parts.join('；');
}

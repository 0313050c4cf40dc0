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

/** The members line of the progress panel: '队长：玩家1；队员：玩家2' unless the roster describes the team. */
export function describeTeam(team: TeamLike): string {
  if (team.description) return team.description;
  const leaders = team.members.filter((member) => member.leader).map((member) => member.name);
  const others = team.members.filter((member) => !member.leader).map((member) => member.name);
  const parts: string[] = [];
  if (leaders.length > 0) parts.push(`队长：${leaders.join('、')}`);
  if (others.length > 0) parts.push(`队员：${others.join('、')}`);
  return parts.join('；');
}

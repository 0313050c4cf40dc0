import { displayNameProblem, displayNameProblemText, normalizeDisplayName } from '@citygames/contracts/common/display-name.rules';

/** A typed team name as the roster routes will take it (the same rule), and why it would be refused. */
export function checkTeamName(typed: string): { name: string; problem: string | null } {
  const name = normalizeDisplayName(typed);
  const problem = displayNameProblem(name);
  return { name, problem: problem ? displayNameProblemText(problem, '队名') : null };
}

import { displayNameProblem, displayNameProblemText, normalizeDisplayName } from '@citygames/contracts/common/display-name.rules';
import { TEAM_DESCRIPTION_MAX, TEAM_NAME_MAX } from '@citygames/contracts/fanhua/teams.rules';
import { ADMINISTRATION_TEXTS } from './administration-texts';

const V = ADMINISTRATION_TEXTS.validation;

/** The add-team form's first problem, or null. */
export function validateNewTeam(name: string, description: string): string | null {
  const problem = displayNameProblem(normalizeDisplayName(name));
  if (problem === 'empty') return V.nameEmpty;
  if (problem) return displayNameProblemText(problem, '队伍名称');
  if (!description.trim()) return V.descriptionEmpty;
  if (normalizeDisplayName(name).length > TEAM_NAME_MAX) return V.nameTooLong;
  if (description.trim().length > TEAM_DESCRIPTION_MAX) return V.descriptionTooLong;
  return null;
}

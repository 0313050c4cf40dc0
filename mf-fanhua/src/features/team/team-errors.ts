import { displayNameProblem, displayNameProblemText, normalizeDisplayName } from '@citygames/contracts/common/display-name.rules';
import { TEAM_DESCRIPTION_MAX, TEAM_NAME_MAX } from '@citygames/contracts/fanhua/teams.rules';
import { isApiError } from '@citygames/web-kit/api-client';
import { TEXTS } from '../../texts';

const T = TEXTS.team;

function errorCode(error: unknown): number | undefined {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return undefined;
  const code = (error.body as { errorCode?: unknown }).errorCode;
  return typeof code === 'number' ? code : undefined;
}

/** An HTTP answer that was not JSON: shown as '(API abnormal)'. */
function notJson(error: unknown): boolean {
  return isApiError(error) && error.kind === 'http' && (typeof error.body !== 'object' || error.body === null);
}

function serverMessage(error: unknown): string | undefined {
  return isApiError(error) && (error.hasServerMessage || error.kind !== 'http') ? error.message : undefined;
}

/** The texts for a failed create, join or exit (codes -101, -105, -106). */
export function teamErrorText(action: 'create' | 'join' | 'exit', error: unknown): string {
  const code = errorCode(error);
  if (code === -101 && action === 'create') return `${T.alreadyInTeam101} (-101)`;
  if (code === -106) return `${T.leaderMustName106} (-106)`;
  if (code === -105) return `${T.playerNotFound105} (-105)`;
  if (action === 'create' && notJson(error)) return T.createFailedNotJson;
  if (action === 'join' && notJson(error)) return T.joinFailedNotJson;
  const fallback = action === 'create' ? T.createFailed : action === 'join' ? T.joinFailed : T.exitFailed;
  return serverMessage(error) ?? fallback;
}

/** Client-side checks of the create form, with their messages. */
export function validateNewTeam(name: string, description: string): string | null {
  const problem = displayNameProblem(normalizeDisplayName(name));
  if (problem === 'empty') return T.enterName;
  if (problem) return displayNameProblemText(problem, '队伍名称');
  if (normalizeDisplayName(name).length > TEAM_NAME_MAX) return T.nameTooLong;
  if (description.trim().length > TEAM_DESCRIPTION_MAX) return T.descriptionTooLong;
  return null;
}

import { TEXTS } from '../texts';
import { messageOf } from './api-errors';

/** What every tab shows to a player whose phone is in no team: the server's explanation. */
export function NoTeamNotice({ error }: { error: unknown }) {
  return (
    <div className="ps-notice ps-notice--info" role="status" data-testid="no-team">
      <strong className="ps-notice__title">{TEXTS.noTeam.title}</strong>
      <p className="ps-notice__text">{messageOf(error, TEXTS.noTeam.title)}</p>
    </div>
  );
}

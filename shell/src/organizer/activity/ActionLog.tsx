import type { OrganizerActionView } from '@citygames/contracts/organizer/actions.schema';
import { GAME_TITLES, type OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import { beijingClock } from '../format';

function scopeTitle(scope: string): string | undefined {
  return scope in GAME_TITLES ? GAME_TITLES[scope as OrganizerGameId] : undefined;
}

/** The latest organiser actions of the platform and of every game, newest first. */
export function ActionLog({ actions }: { actions: OrganizerActionView[] }) {
  return (
    <section className="oc-card">
      <h2>最近的组织者操作</h2>
      {actions.length === 0 ? (
        <p className="oc-muted">还没有操作记录。</p>
      ) : (
        <ul className="oc-log" data-testid="action-log">
          {actions.map((action, index) => {
            const title = scopeTitle(action.scope);
            return (
              <li key={`${action.at}-${index}`}>
                <time>{beijingClock(action.at)}</time> <strong>{action.organizer}</strong> {title ? `[${title}] ` : ''}
                {action.summary}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

import { Link } from 'react-router-dom';
import { OPENING_TEXTS } from '@citygames/contracts/organizer/game-schedule.rules';
import type { GameEntry } from '@citygames/web-kit/app-config';
import { GameMark } from './GameMark';
import type { GameAvailability } from '../hooks/use-game-health';

export const GAME_CARD_TEXTS = {
  enter: '进入游戏',
  offline: '暂未开放',
  offlineHint: '该游戏目前未开放，请留意主办方通知。',
  openingHint: (opensAt: Date) => `${OPENING_TEXTS.opensAt(opensAt)}（北京时间），到时本页会自动变为可进入。`,
  unavailable: '暂时无法使用',
  unavailableHint: '该游戏正在恢复，通常几秒内就好，本页会自动刷新。',
} as const;

/** What a card shows: the game's health, or `closed` when the configuration or the organiser closed it. */
export type GameCardState = GameAvailability | 'closed';

/**
 * One game section of the landing page: mark, title, badge, description and the enter button. `opensAt` (ISO): the game is
 * closed by its timetable until then, and the card says so.
 */
export function GameCard({ game, availability, opensAt = null }: { game: GameEntry; availability: GameCardState; opensAt?: string | null }) {
  const offline = availability === 'offline' || availability === 'busy' || availability === 'closed';
  // A busy service, or a 503 from a game the run has on and nobody closed: one of its parts is being restarted, not "not part of this event".
  const temporarily = availability === 'busy' || (availability === 'offline' && game.open === true);
  const badge = temporarily ? GAME_CARD_TEXTS.unavailable : GAME_CARD_TEXTS.offline;
  const opening = availability === 'closed' && opensAt ? new Date(opensAt) : null;
  const hint = temporarily ? GAME_CARD_TEXTS.unavailableHint : opening ? GAME_CARD_TEXTS.openingHint(opening) : GAME_CARD_TEXTS.offlineHint;
  const titleId = `game-${game.id}-title`;
  return (
    <section className={`game-card cg-game-${game.id}${offline ? ' game-card--offline' : ''}`} aria-labelledby={titleId}>
      <div className="game-card__banner">
        <span className="game-card__mark">
          <GameMark game={game.id} />
        </span>
        <div className="game-card__badges">
          {game.label && <span className="game-card__badge game-card__badge--label">{game.label}</span>}
          {offline && <span className="game-card__badge game-card__badge--offline">{badge}</span>}
        </div>
      </div>
      <div className="game-card__body">
        <h2 className="game-card__title" id={titleId}>
          {game.title}
        </h2>
        {game.subtitle && <p className="game-card__subtitle">{game.subtitle}</p>}
        {game.description && <p className="game-card__description">{game.description}</p>}
        {offline ? (
          <>
            <button type="button" className="cg-button cg-button--block" disabled>
              {badge}
            </button>
            <p className="game-card__hint" role={temporarily ? 'status' : undefined}>
              {hint}
            </p>
          </>
        ) : (
          <Link className="cg-button cg-button--block" to={game.enterPath}>
            {GAME_CARD_TEXTS.enter}
            <span aria-hidden="true">→</span>
          </Link>
        )}
      </div>
    </section>
  );
}

import { useState } from 'react';
import { GAME_TITLES, ROSTER_GAMES, type RosterGameId } from '@citygames/contracts/organizer/games.rules';
import { GameRoster } from './GameRoster';
import { GameSegments } from './GameSegments';

const ROSTER_TABS = ROSTER_GAMES.map((id) => ({ id, title: GAME_TITLES[id] }));

/** The rosters of pilotsh and polish120 (fanhua's players form their own teams). */
export function RosterPanel() {
  const [game, setGame] = useState<RosterGameId>('pilotsh');
  return (
    <div className="oc-stack">
      <GameSegments label="选择名单" games={ROSTER_TABS} selected={game} onSelect={setGame} />
      <GameRoster key={game} game={game} />
    </div>
  );
}

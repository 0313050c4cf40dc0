import { useState } from 'react';
import { GAME_TITLES, ROSTER_GAMES, type RosterGameId } from '@citygames/contracts/organizer/games.rules';
import { GameRoster } from './GameRoster';
import { GameSegments } from '../game/GameSegments';

const ROSTER_TABS = ROSTER_GAMES.map((id) => ({ id, title: GAME_TITLES[id] }));

/** The rosters of the three games (fanhua's players also form their own teams; the organiser repairs them here). */
export function RosterPanel() {
  const [game, setGame] = useState<RosterGameId>('pilotsh');
  return (
    <div className="oc-stack">
      <GameSegments label="选择名单" games={ROSTER_TABS} selected={game} onSelect={setGame} />
      <GameRoster key={game} game={game} />
    </div>
  );
}

import { useState } from 'react';
import { ORGANIZER_GAMES, type OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import { GamePack } from './GamePack';
import { GameSegments } from './GameSegments';
import { ProgressReset } from './ProgressReset';

/** Upload a game's pack: every problem with its path before anything is written, then import with the CLI's options; clearing all progress apart. */
export function PackPanel() {
  const [game, setGame] = useState<OrganizerGameId>('pilotsh');
  return (
    <div className="oc-stack">
      <GameSegments label="选择游戏" games={ORGANIZER_GAMES} selected={game} onSelect={setGame} />
      <GamePack key={game} game={game} />
      <ProgressReset key={`reset-${game}`} game={game} />
    </div>
  );
}

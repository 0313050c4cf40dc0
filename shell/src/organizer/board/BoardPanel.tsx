import { useState } from 'react';
import { ORGANIZER_GAMES, type OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import { FanhuaBoard } from './FanhuaBoard';
import { GameSegments } from '../game/GameSegments';
import { PilotshBoard } from './PilotshBoard';
import { Polish120Board } from './Polish120Board';
import { RankedResults } from './RankedResults';
import { ResultsDownloads } from './ResultsDownloads';
import { StuckBoard } from './StuckBoard';

/** The live boards of the games, the stuck board, the ranked results and the results downloads. */
export function BoardPanel() {
  const [game, setGame] = useState<OrganizerGameId>('pilotsh');
  return (
    <div className="oc-stack">
      <GameSegments label="选择看板" games={ORGANIZER_GAMES} selected={game} onSelect={setGame} />
      {game === 'pilotsh' && <PilotshBoard />}
      {game === 'polish120' && <Polish120Board />}
      {game === 'fanhua' && <FanhuaBoard />}
      {game !== 'fanhua' && <StuckBoard game={game} />}
      <RankedResults game={game} />
      <ResultsDownloads />
    </div>
  );
}

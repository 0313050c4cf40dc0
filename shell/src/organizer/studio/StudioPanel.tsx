import { useState } from 'react';
import { ORGANIZER_GAMES, type OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import { GameSegments } from '../game/GameSegments';
import { GameStudio } from './GameStudio';
import { ImageUploadsTo } from './ImageField';
import './studio.css';

/** 「内容编辑」: a game's content edited as a draft in forms drawn from its pack schema, then published as a version. */
export function StudioPanel() {
  const [game, setGame] = useState<OrganizerGameId>('pilotsh');
  return (
    <div className="oc-stack">
      <GameSegments label="选择游戏" games={ORGANIZER_GAMES} selected={game} onSelect={setGame} />
      <ImageUploadsTo game={game}>
        <GameStudio key={game} game={game} />
      </ImageUploadsTo>
    </div>
  );
}

import type { ComponentType } from 'react';
import { FanhuaEmblem } from '@citygames/web-kit/emblems/FanhuaEmblem';
import { PilotshEmblem } from '@citygames/web-kit/emblems/PilotshEmblem';
import { Polish120Emblem } from '@citygames/web-kit/emblems/Polish120Emblem';
import type { GameId } from '@citygames/web-kit/token-store';

const MARKS: Record<GameId, ComponentType> = { pilotsh: PilotshEmblem, polish120: Polish120Emblem, fanhua: FanhuaEmblem };

/** Each game's mark on the landing page: the same drawing as the game's own headers. */
export function GameMark({ game }: { game: GameId }) {
  const Mark = MARKS[game];
  return <Mark />;
}

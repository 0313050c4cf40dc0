import { GAME_IDS, type GameId } from './route-manifest.js';

/**
 * Parses a GAMES value ("pilotsh,fanhua"). Empty or unset means every game; an unknown name is an
 * error that lists the valid ones, so a typo never silently turns a game off.
 */
export function parseGamesList(value: string | undefined): GameId[] {
  if (value === undefined || value.trim() === '' || value.trim() === 'all') return [...GAME_IDS];
  const names = value
    .split(/[\s,]+/)
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(GAME_IDS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(`GAMES 中有未知的游戏：${unknown.join(', ')}（可选：${GAME_IDS.join(', ')}）`);
  }
  return GAME_IDS.filter((game) => names.includes(game));
}

/** The three games a player's phone holds a session of. */
export type GameId = 'pilotsh' | 'polish120' | 'fanhua';

// @ts-check
// Who leads the bench teams of pilotsh and polish120: never a demo phone, so the bench never meets a demo player.

/** The phone of the n-th bench leader of a game (137…). @param {'pilotsh' | 'polish120'} game @param {number} n */
export const leaderPhone = (game, n) => `137${game === 'pilotsh' ? 1 : 2}${String(n).padStart(7, '0')}`;

/** @param {number} n */
export const leaderName = (n) => `压测队长${n}`;

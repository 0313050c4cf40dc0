/** The three games as the organiser's console and the platform's organiser routes name them. */
export const ORGANIZER_GAMES = [
  { id: 'pilotsh', title: '领航上海' },
  { id: 'polish120', title: '百廿寻迹' },
  { id: 'fanhua', title: '繁华废土' },
] as const;
export type OrganizerGameId = (typeof ORGANIZER_GAMES)[number]['id'];

export const GAME_TITLES: Record<OrganizerGameId, string> = Object.fromEntries(ORGANIZER_GAMES.map((game) => [game.id, game.title])) as Record<
  OrganizerGameId,
  string
>;

/** The games whose roster the organiser manages and repairs in the console (fanhua's players also form their own teams). */
export const ROSTER_GAMES = ['pilotsh', 'polish120', 'fanhua'] as const;
export type RosterGameId = (typeof ROSTER_GAMES)[number];

/** The games whose players answer tasks: each exports every judged answer (`GET /api/<game>/organizer/answers.csv`). */
export const ANSWER_LOG_GAMES = ['pilotsh', 'polish120'] as const satisfies readonly OrganizerGameId[];

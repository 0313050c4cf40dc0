export const CONSOLE_GAMES = [
  { id: 'pilotsh', title: '领航上海' },
  { id: 'polish120', title: '百廿寻迹' },
  { id: 'fanhua', title: '繁华废土' },
] as const;
export type ConsoleGameId = (typeof CONSOLE_GAMES)[number]['id'];

export interface GameSummary {
  teams: number;
  playersInTeams: number;
  activePlayers: number;
  pack: { name: string } | null;
}

export interface OrganizerActionView {
  at: string;
  organizer: string;
  scope: string;
  action: string;
  summary: string;
  team: string | null;
  player: string | null;
}

export interface RosterPlayer {
  phone: string;
  name: string;
}

export interface RosterTeam {
  id: string;
  name: string;
  currentAreaSeq?: number;
  leader: RosterPlayer | null;
  members: RosterPlayer[];
}

export interface Roster {
  teams: RosterTeam[];
  unassigned: (RosterPlayer & { registeredAt: string })[];
}

export interface TeamBoardRow {
  id: string;
  name: string;
  leader: string | null;
  members: string[];
  currentArea: string;
  areasVisited: number;
  tasksSolved: number;
  activeBans: number;
  lastActivityAt: string | null;
}

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

export type { OrganizerActionView } from '@citygames/contracts/organizer-board';

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

export type { PilotshBoardRow as TeamBoardRow } from '@citygames/contracts/organizer-board';

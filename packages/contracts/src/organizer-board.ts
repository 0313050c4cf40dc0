/** Shapes of the organiser console's calls that the game services answer and the console reads. */

/** One recorded organiser action, as the console lists it. */
export interface OrganizerActionView {
  at: string;
  organizer: string;
  scope: string;
  action: string;
  summary: string;
  team: string | null;
  player: string | null;
}

/** One pilotsh team on the live board and in the results. */
export interface PilotshBoardRow {
  id: string;
  name: string;
  leader: string | null;
  members: string[];
  currentArea: string;
  areasVisited: number;
  tasksSolved: number;
  activeBans: number;
  createdAt: string | null;
  lastSolvedAt: string | null;
  lastActivityAt: string | null;
}

/** One polish120 team on the live board. */
export interface Polish120BoardRow {
  id: string;
  name: string;
  leader: string | null;
  members: string[];
  started: boolean;
  xStage: number;
  tasksSolved: number;
  activeBans: number;
  lastActivityAt: string | null;
}

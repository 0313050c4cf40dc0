export type { PilotshBoardRow, Polish120BoardRow } from './organizer/board.schema.js';
export type { OrganizerActionView } from './organizer/actions.schema.js';

import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';

/** The console's print view of a game's draft or live content (a page of its own, so printing prints only the kit). */
export const PRINT_KIT_ROUTE = '/organizer/print/:game';
export const printKitPath = (game: OrganizerGameId, from: 'draft' | 'live') => `/organizer/print/${game}?from=${from}`;

import type { OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import { PREVIEW_ACTIVE_TAB_COOKIE } from '@citygames/web-kit/use-active-tab-cookie';

/**
 * The task-centre tab the preview frame opens on: the game keeps the preview's tab in its own cookie
 * (web-kit use-active-tab-cookie), under the game's path, so the organiser's own player tab is untouched.
 */
export function choosePreviewTab(game: OrganizerGameId, tab: string): void {
  document.cookie = `${PREVIEW_ACTIVE_TAB_COOKIE}=${encodeURIComponent(tab)}; path=/${game}; SameSite=Lax`;
}

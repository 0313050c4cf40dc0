import type { ActivityEventView, ActivityFeedResponse } from '@citygames/contracts/organizer/activity.schema';
import type { OrganizerActionsResponse, OrganizerActionView } from '@citygames/contracts/organizer/actions.schema';
import { GAME_TITLES, type OrganizerGameId } from '@citygames/contracts/organizer/games.rules';
import type { PageSource } from '../hooks/use-merged-pages';
import { callJson, download } from './organizer-client';

/** Where a record comes from: svc-auth ('platform': opening and closing games) or a game's service. */
export type RecordSource = 'platform' | OrganizerGameId;

const FEED_PAGE = 30;
const ACTIONS_PAGE = 50;

const base = (source: RecordSource) => (source === 'platform' ? '/api/organizer' : `/api/${source}/organizer`);
export const sourceTitle = (source: RecordSource) => (source === 'platform' ? '平台' : GAME_TITLES[source]);

function query(entries: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

/** A service's activity feed, newest first, optionally of one team. */
export function activitySource(source: RecordSource, team: string): PageSource<ActivityEventView> {
  const read = (cursor: { before?: string; after?: string }) =>
    callJson<ActivityFeedResponse>('GET', `${base(source)}/activity?${query({ team, limit: FEED_PAGE, ...cursor })}`);
  return {
    id: source,
    older: async (before) => {
      const page = await read({ before });
      return { items: page.events, older: page.older };
    },
    newer: async (after) => (await read({ after })).events,
  };
}

/** A service's audit log, paged back to its first entry. */
export function actionsSource(source: RecordSource): PageSource<OrganizerActionView> {
  return {
    id: source,
    older: async (before) => {
      const page = await callJson<OrganizerActionsResponse>('GET', `${base(source)}/actions?${query({ limit: ACTIONS_PAGE, before })}`);
      return { items: page.actions, older: page.older };
    },
  };
}

/** A service's whole audit log as a CSV file (Excel-safe). */
export const downloadActions = (source: RecordSource) => download(`${base(source)}/actions.csv`, `${sourceTitle(source)}操作记录.csv`);

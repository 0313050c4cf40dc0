import { formatEventTime } from '@citygames/contracts/fanhua/event-time.rules';
import type { AreaMapResponse, AssetLine, MapArea, RewardEntryView, SpecialEffect } from '@citygames/contracts/fanhua/areas.schema';
import { ITEM_NAMES, TYPE_NAMES } from '../../shared/asset-catalogue';
import { TEXTS } from '../../texts';

/** A reward entry (with its Chinese name) or an asset line of a traded reward (without). */
type ShownEntry = AssetLine & Partial<Pick<RewardEntryView, 'name'>>;

/** The colour rule: purple landmarks, pink special areas, otherwise grey → deepest green by reward count. */
export const LANDMARK_COLOUR = '#8e44ad';
export const SPECIAL_COLOUR = '#e84393';
export const LEVEL_COLOURS = ['#9e9e9e', '#a5d6a7', '#66bb6a', '#2e7d32', '#0b4d1e'] as const;

export function areaColour(area: Pick<MapArea, 'landmark' | 'special' | 'reward_level'>): string {
  if (area.landmark) return LANDMARK_COLOUR;
  if (area.special) return SPECIAL_COLOUR;
  return LEVEL_COLOURS[Math.max(0, Math.min(4, area.reward_level))]!;
}

/** Markers appear from zoom 14, labels from zoom 16; the map opens at zoom 13. */
export const INITIAL_ZOOM = 13;
export const MARKER_MIN_ZOOM = 14;
export const LABEL_MIN_ZOOM = 16;
/** Where the map goes once the player's position is first known. */
export const FIRST_FIX_ZOOM = 15;
export const DATA_REFRESH_MS = 60_000;

export function entryName(entry: Pick<ShownEntry, 'type' | 'arg' | 'name'>): string {
  if (entry.name) return entry.name;
  return entry.arg ? (ITEM_NAMES[entry.arg] ?? entry.arg) : (TYPE_NAMES[entry.type] ?? entry.type);
}

export function describeEntries(entries: readonly ShownEntry[]): string[] {
  return entries.map((entry) => `${entryName(entry)} ×${entry.count}`);
}

/** The special area's action line: '+10 智力', '-2 力量 / +15 幸运', the shuffle text or '???'. */
export function describeSpecial(effect: SpecialEffect): string {
  const A = TEXTS.area;
  switch (effect.type) {
    case 'add':
      return A.specialAdd(effect.increment.value, TYPE_NAMES[effect.increment.type] ?? effect.increment.type);
    case 'exchange':
      return A.specialExchange(
        effect.decrement.value,
        TYPE_NAMES[effect.decrement.type] ?? effect.decrement.type,
        effect.increment.value,
        TYPE_NAMES[effect.increment.type] ?? effect.increment.type,
      );
    case 'shuffle':
      return A.specialShuffle;
    case 'bless':
      return A.specialBless;
  }
}

export interface OpeningState {
  isOpen: boolean;
  /** 'H:mm' in the event's time zone, e.g. '9:00'. */
  time: string;
  /** 'YYYY-MM-DD H:mm' in the event's time zone. */
  dateTime: string;
}

/**
 * Whether area trades are open now, judged with the server's clock (the skew measured when the
 * map data arrived), and the opening time as the buttons and toasts show it. Once the server has
 * said open, it stays open: the map answer is then revalidated with a 304 and keeps the server
 * time of when it was built, so the skew from it would be wrong.
 */
export function openingState(event: AreaMapResponse['event'], clockSkewMs: number, now = Date.now()): OpeningState {
  if (!event.opensAt) return { isOpen: true, time: '', dateTime: '' };
  const opensAt = new Date(event.opensAt);
  const { date, time } = formatEventTime(opensAt, event.timezone);
  return { isOpen: event.isOpen || now + clockSkewMs >= opensAt.getTime(), time, dateTime: `${date} ${time}` };
}

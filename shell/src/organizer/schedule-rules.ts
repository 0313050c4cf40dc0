/**
 * The timetable's times as the organiser types them: `2026-07-12 09:30`, in the laptop's own time (a native date-time
 * picker shows the browser's language, often not Chinese). '' is no time.
 */
export const SCHEDULE_INPUT_EXAMPLE = '2026-07-12 09:30';

export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The ISO time of what was typed, null for nothing, undefined when it is not a time. */
export function fromLocalInput(value: string): string | null | undefined {
  const text = value.trim();
  if (!text) return null;
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})[ T](\d{1,2}):(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const date = new Date(year, month - 1, day, hour, minute);
  if (date.getMonth() !== month - 1 || date.getDate() !== day || hour > 23) return undefined;
  return date.toISOString();
}

/** The game runs in China: server times (UTC instants) are shown in China time, whatever the phone's own time zone. */
const CHINA_TIME_ZONE = 'Asia/Shanghai';

type Field = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Two-digit calendar and clock fields of an instant in a time zone (the phone's own when none is given). */
function fieldsOf(instant: Date, timeZone: string | undefined): Record<Field, string> {
  const key = timeZone ?? '';
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(key, format);
  }
  const fields = {} as Record<Field, string>;
  for (const part of format.formatToParts(instant)) {
    if (part.type !== 'literal' && part.type !== 'dayPeriod') fields[part.type as Field] = part.value;
  }
  return fields;
}

function validInstant(value: string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** '2025-07-12 09:30' in China time; '' for a missing or unreadable time. */
export function chinaDateTime(iso: string | null | undefined): string {
  const instant = validInstant(iso);
  if (!instant) return '';
  const f = fieldsOf(instant, CHINA_TIME_ZONE);
  return `${f.year}-${f.month}-${f.day} ${f.hour}:${f.minute}`;
}

/** '07-12 09:30' in China time; '' for a missing or unreadable time. */
export function chinaMonthDayTime(iso: string | null | undefined): string {
  const instant = validInstant(iso);
  if (!instant) return '';
  const f = fieldsOf(instant, CHINA_TIME_ZONE);
  return `${f.month}-${f.day} ${f.hour}:${f.minute}`;
}

/** '2025-07-12 09:30:05' in the phone's own time zone (when the phone took a reading). */
export function localDateTimeWithSeconds(epochMs: number): string {
  const instant = validInstant(epochMs);
  if (!instant) return '';
  const f = fieldsOf(instant, undefined);
  return `${f.year}-${f.month}-${f.day} ${f.hour}:${f.minute}:${f.second}`;
}

/**
 * An instant as the fanhua event shows it: 'YYYY-MM-DD' and 'H:mm' in the event's time zone. The
 * service writes it into its 'opens after' errors and the remote onto its buttons, so both agree.
 */
export function formatEventTime(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${Number(part('hour'))}:${part('minute')}` };
}

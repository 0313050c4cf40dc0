/** A server time (UTC ISO string or epoch ms) in the player's local time zone, zh-CN style. */
export function formatLocalTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('zh-CN', { hour12: false });
}

/** A countdown in minutes and seconds: 125 → '2 分 05 秒'. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${minutes} 分 ${String(rest).padStart(2, '0')} 秒`;
}

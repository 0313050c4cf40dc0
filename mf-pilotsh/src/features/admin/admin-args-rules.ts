/** What the args field holds for add_prop until the admin picks another prop. */
export const DEFAULT_PROP_ARGS = '{"type": "路滑卡"}';

/** The args textarea must hold a JSON object; null when it does not. */
export function parseAdminArgs(text: string): Record<string, unknown> | null {
  const trimmed = text.trim();
  if (!trimmed) return {};
  try {
    const value = JSON.parse(trimmed) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

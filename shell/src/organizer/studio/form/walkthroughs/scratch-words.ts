import type { JsonSchema } from '../../schema-form-rules';

/** One possible result of polish120's scratch card and how often a card shows it. */
export interface ScratchOdds {
  label: string;
  percent: string;
}

/** polish120's scratch card settings (its possible results with weights). */
export function isScratchCard(schema: JsonSchema): boolean {
  const outcome = schema.properties?.outcomes?.items?.properties ?? {};
  return 'label' in outcome && 'weight' in outcome && 'cardsPerTeam' in (schema.properties ?? {});
}

/** Each result's chance on one card (its weight over all the weights), as players will meet it. */
export function scratchOdds(value: unknown): ScratchOdds[] {
  const outcomes = typeof value === 'object' && value !== null ? (value as { outcomes?: unknown }).outcomes : undefined;
  const rows = (Array.isArray(outcomes) ? outcomes : []).map((outcome) => {
    const entry = (typeof outcome === 'object' && outcome !== null ? outcome : {}) as { label?: unknown; weight?: unknown };
    return {
      label: typeof entry.label === 'string' && entry.label.trim() ? entry.label : '（还没有名字）',
      weight: typeof entry.weight === 'number' && entry.weight > 0 ? entry.weight : 0,
    };
  });
  const total = rows.reduce((sum, row) => sum + row.weight, 0);
  return rows.map((row) => ({ label: row.label, percent: total > 0 ? `${Math.round((row.weight / total) * 1000) / 10}%` : '—' }));
}

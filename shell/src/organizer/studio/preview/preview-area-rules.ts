/** A fanhua area of the draft, as the position picker lists it: its centre is WGS-84, as the game reports positions. */
export interface PreviewArea {
  id: number;
  name: string;
  lat: number;
  lng: number;
}

const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The areas of a fanhua pack that have an id, a name and a centre (an area half-typed in the draft is left out). */
export function previewAreasOf(pack: Record<string, unknown> | undefined): PreviewArea[] {
  const areas = pack?.areas;
  if (!Array.isArray(areas)) return [];
  return areas.flatMap((area: unknown) => {
    if (typeof area !== 'object' || area === null) return [];
    const { id, name, lat, lng } = area as Record<string, unknown>;
    if (!isFiniteNumber(id) || typeof name !== 'string' || !isFiniteNumber(lat) || !isFiniteNumber(lng)) return [];
    return [{ id, name, lat, lng }];
  });
}

/** The areas whose number starts with the query or whose name contains it (all of them for an empty query). */
export function filterAreas(areas: readonly PreviewArea[], query: string): PreviewArea[] {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return [...areas];
  return areas.filter((area) => String(area.id).startsWith(wanted) || area.name.toLowerCase().includes(wanted));
}

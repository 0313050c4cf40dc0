import { useAppConfig } from '@citygames/web-kit/app-config';
import { SchematicPlacementMap } from './SchematicPlacementMap';
import { TiledPlacementMap } from './TiledPlacementMap';

/**
 * A list of circles (fanhua's areas, GPS test areas) placed on a map; coordinates are WGS-84 as in
 * the pack. Over the tiles of the app config's `map.tileUrl` when one is set (the tile host is then
 * the one the player's map uses), otherwise on a schematic that needs no network.
 */
export function PlacementMap(props: { list: readonly unknown[]; maxRadiusKm: number; onChange: (list: unknown[]) => void }) {
  const tileUrl = useAppConfig()?.map?.tileUrl;
  return tileUrl ? <TiledPlacementMap {...props} tileUrl={tileUrl} /> : <SchematicPlacementMap {...props} />;
}

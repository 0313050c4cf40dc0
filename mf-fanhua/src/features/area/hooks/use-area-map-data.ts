import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { queryKeys } from '../../../query-keys';
import { wgsToMap } from '../../../shared/location/map-coords';
import { fetchAreaMap, fetchAreaStates } from '../api/area-api';
import { DATA_REFRESH_MS, openingState, type OpeningState } from '../area-rules';

const CLOSED: OpeningState = { isOpen: false, time: '', dateTime: '' };

/**
 * The map data (areas, event, map centre) and every area's states, both re-read every minute, plus
 * whether area trades are open, judged with the server's clock as of when the map data arrived.
 */
export function useAreaMapData() {
  const mapData = useQuery({
    queryKey: queryKeys.areaMap,
    queryFn: async () => ({ data: await fetchAreaMap(), receivedAt: Date.now() }),
    refetchInterval: DATA_REFRESH_MS,
  });
  const states = useQuery({ queryKey: queryKeys.areaStates, queryFn: fetchAreaStates, refetchInterval: DATA_REFRESH_MS });

  const event = mapData.data?.data.event;
  const opening = event ? openingState(event, new Date(event.serverTime).getTime() - (mapData.data?.receivedAt ?? Date.now())) : CLOSED;
  const centre = useMemo(() => (event ? wgsToMap(event.mapCenter) : null), [event]);

  async function refetchAll() {
    await Promise.all([mapData.refetch(), states.refetch()]);
  }

  return { mapData, states, event, opening, centre, refetchAll };
}

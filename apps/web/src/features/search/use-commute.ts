import { useMemo } from 'react';
import type { TrainData } from '@baandee/contracts';
import { buildRailGraph, railSeconds, type RailGraph } from '@baandee/domain';
import { useTrainData } from '../../lib/master-data/get-train-data';
import type { SearchFilter } from './search-filter';

type Station = TrainData['train_stations'][number];

/** A station reached within a commute's minutes: where it is, and the ride's seconds to it. */
export interface ReachedStation {
  station: Station;
  seconds: number;
}

/** A commute search as the page shows it: the station it is to, and the stations the ride reaches in its minutes (the map highlights them). */
export interface CommuteView {
  station: Station;
  minutes: number;
  reached: ReachedStation[];
}

/** The rail graph of the master data's stations (packages/domain rail-graph.ts): the one the search reads. */
export function railGraphOf(train: TrainData): RailGraph {
  const lines = new Map(train.train_lines.map((line) => [line.id, line]));
  return buildRailGraph(
    train.train_stations.flatMap((station) => {
      const line = lines.get(station.train_line_id);
      return line ? [{ id: station.id, line_code: line.code, code: station.code, name_en: station.name_en, lat: station.lat, lng: station.lng, is_open: station.is_open && line.is_open }] : [];
    }),
  );
}

/** The filter's commute (null without one, or until the rail data has loaded). */
export function useCommute(filter: Pick<SearchFilter, 'commute_station_id' | 'commute_minutes'> | null): CommuteView | null {
  const stationId = filter?.commute_station_id;
  const minutes = filter?.commute_minutes;
  const { data: train } = useTrainData(stationId !== undefined);
  const graph = useMemo(() => (train ? railGraphOf(train) : null), [train]);
  return useMemo(() => {
    if (!train || !graph || stationId === undefined || minutes === undefined) return null;
    const station = train.train_stations.find((item) => item.id === stationId);
    if (!station) return null;
    const byId = new Map(train.train_stations.map((item) => [item.id, item]));
    const reached = [...railSeconds(graph, stationId)]
      .filter(([, seconds]) => seconds <= minutes * 60)
      .map(([id, seconds]) => ({ station: byId.get(id)!, seconds }))
      .sort((a, b) => a.seconds - b.seconds);
    return { station, minutes, reached };
  }, [train, graph, stationId, minutes]);
}

import { useMemo } from 'react';
import type { TrainData } from '@baandee/contracts';
import { buildRailGraph, placeStations, railSeconds, railSecondsFrom, type RailGraph } from '@baandee/domain';
import { useDistrictAroundBangkok } from '../../lib/master-data/get-district-around-bangkok';
import { useTrainData } from '../../lib/master-data/get-train-data';
import { commutePlaceView, type PlaceNames } from '../../lib/commute-place';
import type { SearchFilter } from './search-filter';

type Station = TrainData['train_stations'][number];

/** A station reached within a commute's minutes: where it is, and the ride's seconds to it. */
export interface ReachedStation {
  station: Station;
  seconds: number;
}

/**
 * A commute search as the page shows it: what it is to (a station's or a district's names;
 * null for a point, which the page calls "the chosen point"), the place's point (null from a
 * station), and the stations reached in its minutes (the map highlights them).
 */
export interface CommuteView {
  to: PlaceNames | null;
  point: { lat: number; lng: number } | null;
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

/** The filter's commute from a station or a place (null without one, or until the rail data and, for a district, the district list have loaded). */
export function useCommute(filter: Pick<SearchFilter, 'commute_station_id' | 'commute_place' | 'commute_minutes'> | null): CommuteView | null {
  const stationId = filter?.commute_station_id;
  const place = filter?.commute_place;
  const minutes = filter?.commute_minutes;
  const { data: train } = useTrainData(stationId !== undefined || place !== undefined);
  const { data: areas } = useDistrictAroundBangkok(place?.startsWith('district:') === true);
  const graph = useMemo(() => (train ? railGraphOf(train) : null), [train]);
  return useMemo(() => {
    if (!train || !graph || minutes === undefined) return null;
    const byId = new Map(train.train_stations.map((item) => [item.id, item]));
    let view: Pick<CommuteView, 'to' | 'point'>;
    let seconds: Map<number, number>;
    if (stationId !== undefined) {
      const station = byId.get(stationId);
      if (!station) return null;
      view = { to: station, point: null };
      seconds = railSeconds(graph, stationId);
    } else {
      const from = commutePlaceView(place, areas);
      if (!from) return null;
      view = { to: from.names, point: from.point };
      seconds = railSecondsFrom(graph, placeStations(graph, from.point));
    }
    const reached = [...seconds]
      .filter(([, s]) => s <= minutes * 60)
      .map(([id, s]) => ({ station: byId.get(id)!, seconds: s }))
      .sort((a, b) => a.seconds - b.seconds);
    return { ...view, minutes, reached };
  }, [train, graph, stationId, place, areas, minutes]);
}

import { buildRailGraph, type RailGraph, type RailStationInput } from '@baandee/domain';

/** A point in decimal degrees. */
export interface PlacePoint {
  readonly lat: number;
  readonly lng: number;
}

/**
 * The rail graph commute search reads, with the points of the places a commute may start
 * from (docs/decisions/061, 066): each district's point, where the master data places its
 * projects (seed/data/district-anchors.json); a district without projects has none.
 */
export interface SearchRail extends RailGraph {
  readonly districtPoints: ReadonlyMap<number, PlacePoint>;
}

/** What the rail and the places are read from (the search repository). */
export interface SearchRailSource {
  railStations(): Promise<RailStationInput[]>;
  districtPoints(): Promise<{ district_id: number; lat: number; lng: number }[]>;
}

/**
 * Built from the master data once per process (per database handle) and kept, as the
 * keyword's vocabulary is (packages/domain rail-graph.ts); a failed read is forgotten so
 * the next search tries again.
 */
const graphs = new WeakMap<object, Promise<SearchRail>>();

export function searchRailGraph(owner: object, source: SearchRailSource): Promise<SearchRail> {
  let graph = graphs.get(owner);
  if (!graph) {
    graph = Promise.all([source.railStations(), source.districtPoints()]).then(([stations, districts]) => ({
      ...buildRailGraph(stations),
      districtPoints: new Map(districts.map((row) => [row.district_id, { lat: row.lat, lng: row.lng }])),
    }));
    graphs.set(owner, graph);
    graph.catch(() => graphs.delete(owner));
  }
  return graph;
}

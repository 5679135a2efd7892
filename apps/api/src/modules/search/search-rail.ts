import { buildRailGraph, type RailGraph, type RailStationInput } from '@baandee/domain';

/**
 * The rail graph commute search reads (packages/domain rail-graph.ts, docs/decisions/061):
 * built from the master data's stations once per process (per database handle) and kept,
 * as the keyword's vocabulary is; a failed read is forgotten so the next search tries again.
 */
const graphs = new WeakMap<object, Promise<RailGraph>>();

export function searchRailGraph(owner: object, stations: () => Promise<RailStationInput[]>): Promise<RailGraph> {
  let graph = graphs.get(owner);
  if (!graph) {
    graph = stations().then(buildRailGraph);
    graphs.set(owner, graph);
    graph.catch(() => graphs.delete(owner));
  }
  return graph;
}

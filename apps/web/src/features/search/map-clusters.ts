/** A point on the map in screen pixels at the map's zoom. */
export interface PixelPoint {
  x: number;
  y: number;
}

/**
 * Pins closer than `radius` pixels (at the map's zoom) gathered into clusters, greedily in
 * the given order: each item joins the first cluster whose centre is within reach (the
 * centre then moves to the mean of its members), or starts one. Pins a price label wide
 * overlap below ~48 px; a page of results holds at most 100, so the quadratic walk is cheap.
 */
export function clusterByDistance<T>(items: readonly T[], at: (item: T) => PixelPoint, radius: number): T[][] {
  const clusters: { members: T[]; x: number; y: number }[] = [];
  for (const item of items) {
    const point = at(item);
    const near = clusters.find((cluster) => Math.hypot(cluster.x - point.x, cluster.y - point.y) <= radius);
    if (!near) {
      clusters.push({ members: [item], x: point.x, y: point.y });
      continue;
    }
    near.members.push(item);
    near.x += (point.x - near.x) / near.members.length;
    near.y += (point.y - near.y) / near.members.length;
  }
  return clusters.map((cluster) => cluster.members);
}

/** Decimal places a map area's edges keep (about a metre). */
const AREA_DECIMALS = 5;

/**
 * A map's visible bounds as the map area a search is held to: each edge rounded outwards
 * to about a metre (so the area still holds everything shown, and its URL stays short),
 * within the world's latitudes and longitudes (a map zoomed far out shows more than 360°).
 */
export function areaOfBounds(bounds: { getSouth(): number; getWest(): number; getNorth(): number; getEast(): number }): { south: number; west: number; north: number; east: number } {
  const scale = 10 ** AREA_DECIMALS;
  const down = (value: number, limit: number) => Math.max(-limit, Math.floor(value * scale) / scale);
  const up = (value: number, limit: number) => Math.min(limit, Math.ceil(value * scale) / scale);
  return { south: down(bounds.getSouth(), 90), west: down(bounds.getWest(), 180), north: up(bounds.getNorth(), 90), east: up(bounds.getEast(), 180) };
}

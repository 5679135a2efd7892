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

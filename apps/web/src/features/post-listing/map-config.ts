/**
 * Map tiles (DESIGN section 1: Leaflet with a configurable tile URL, OpenStreetMap by
 * default). A deployment with its own tile server sets VITE_MAP_TILE_URL at build time.
 */
export const MAP_TILE_URL: string = (import.meta.env.VITE_MAP_TILE_URL as string | undefined) ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** Close enough to see the street, far enough to see the district. */
export const MAP_ZOOM = { empty: 11, pinned: 16 } as const;

/**
 * Map tiles (DESIGN section 1: Leaflet with a configurable tile URL, OpenStreetMap by
 * default). A deployment with its own tile server sets VITE_MAP_TILE_URL at build time.
 */
export const MAP_TILE_URL: string = (import.meta.env.VITE_MAP_TILE_URL as string | undefined) || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * Where the tiles of a Leaflet URL template come from, as a content-security-policy source:
 * its scheme and host, Leaflet's `{s}` subdomain as a wildcard. Null for tiles of this site
 * (a path), which the policy's 'self' covers.
 */
export function tileImageSource(template: string): string | null {
  if (template.startsWith('/') && !template.startsWith('//')) return null;
  const match = /^(https?:\/\/)([^/?#]+)/i.exec(template);
  const scheme = match?.[1];
  const host = match?.[2]?.replace(/^\{s\}\./, '*.');
  if (!scheme || !host || /[{}*]/.test(host.replace(/^\*\./, ''))) {
    throw new Error(`VITE_MAP_TILE_URL must be an http(s) URL template or a path (a {s} subdomain only as its first label): ${template}`);
  }
  return `${scheme.toLowerCase()}${host.toLowerCase()}`;
}

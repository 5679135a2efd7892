import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/**
 * The surrounding Leaflet map, its element named as a region for screen readers
 * (MapContainer passes no aria props). The tile source is credited in the attribution;
 * Leaflet's own link there is low-contrast, so it is dropped.
 */
export function useMapRegion(label: string) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
    map.attributionControl?.setPrefix(false);
  }, [map, label]);
  return map;
}

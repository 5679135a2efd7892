import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, TileLayer } from 'react-leaflet';
import { MAP_TILE_URL } from '../../../lib/map-tiles';

/** The zoom of a street and its surroundings: the pin with the nearest stations in view. */
const PIN_ZOOM = 15;

/** The listing's pin on the site's map tiles (its own chunk: Leaflet loads only with a listing that has a pin). */
export function ListingMap({ lat, lng }: { lat: number; lng: number }) {
  return (
    <MapContainer
      center={[lat, lng]}
      zoom={PIN_ZOOM}
      scrollWheelZoom={false}
      style={{ height: '100%', width: '100%' }}
    >
      <TileLayer
        url={MAP_TILE_URL}
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
        maxZoom={19}
      />
      <CircleMarker center={[lat, lng]} radius={12} pathOptions={{ color: '#0b7f6b', fillColor: '#0b7f6b', fillOpacity: 0.6, weight: 3 }} />
    </MapContainer>
  );
}

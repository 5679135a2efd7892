import { useMemo } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, TileLayer, useMapEvents } from 'react-leaflet';
import { DEFAULT_MAP_CENTRE } from '@baandee/domain';
import { useMapRegion } from '../../../lib/use-map-region';
import { MAP_TILE_URL } from '../../../lib/map-tiles';
import { MAP_ZOOM } from '../map-config';

export interface Pin {
  lat: number;
  lng: number;
}

// the bundler gives the images their own URLs; Leaflet's guess from its CSS path would miss them
const icon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

const rounded = (value: number) => Math.round(value * 1e7) / 1e7;

function ClickToPin({ onPin, onCentre, label }: { onPin: (pin: Pin) => void; onCentre: (centre: Pin) => void; label: string }) {
  useMapRegion(label);
  const map = useMapEvents({
    click: (event) => onPin({ lat: rounded(event.latlng.lat), lng: rounded(event.latlng.lng) }),
    // the view's centre, for the "pin the centre" button: the keyboard's way to pin (arrow keys move the map)
    moveend: () => {
      const centre = map.getCenter();
      onCentre({ lat: rounded(centre.lat), lng: rounded(centre.lng) });
    },
  });
  return null;
}

/**
 * The map of the info step (its own chunk, loaded only in the browser): a tap places the
 * pin, the pin drags; without a pin it opens on the default centre (spec section 9).
 * `onCentre` hears where the view's centre moves to.
 */
export default function LocationMap({ pin, onPin, onCentre, label, attribution }: { pin: Pin | null; onPin: (pin: Pin) => void; onCentre: (centre: Pin) => void; label: string; attribution: string }) {
  const centre = useMemo(() => pin ?? DEFAULT_MAP_CENTRE, []); // eslint-disable-line react-hooks/exhaustive-deps -- the view opens once; the pin moves inside it
  const handlers = useMemo(
    () => ({
      dragend: (event: L.DragEndEvent | L.LeafletEvent) => {
        const position = (event.target as L.Marker).getLatLng();
        onPin({ lat: rounded(position.lat), lng: rounded(position.lng) });
      },
    }),
    [onPin],
  );
  return (
    <MapContainer
      center={[centre.lat, centre.lng]}
      zoom={pin ? MAP_ZOOM.pinned : MAP_ZOOM.empty}
      style={{ height: '100%', width: '100%' }}
    >
      <TileLayer url={MAP_TILE_URL} attribution={attribution} />
      <ClickToPin onPin={onPin} onCentre={onCentre} label={label} />
      {pin && <Marker position={[pin.lat, pin.lng]} draggable icon={icon} eventHandlers={handlers} />}
    </MapContainer>
  );
}

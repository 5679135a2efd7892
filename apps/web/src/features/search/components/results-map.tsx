import { useEffect, useMemo } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import type { ListingCard } from '@baandee/contracts';
import { DEFAULT_MAP_CENTRE, LISTING_SELL_TYPE } from '@baandee/domain';
import { currentLanguage } from '../../../lib/i18n';
import { useMapRegion } from '../../../lib/use-map-region';
import { priceLines } from '../../listings/listing-text';
import { MAP_TILE_URL } from '../../../lib/map-tiles';
import classes from './results-map.module.css';

/** Bangkok and its neighbours in view when no result has a pin. */
const EMPTY_ZOOM = 11;
const PIN_ZOOM_MAX = 16;
type Pinned = ListingCard & { location_lat: number; location_lng: number };

/** The price a pin shows, short: ฿28K, ฿5.9M (the sale price for a listing offered both ways). */
function pinPrice(listing: ListingCard): string {
  const amount = listing.sell_type === LISTING_SELL_TYPE.rent ? listing.rent_price : (listing.sell_price ?? listing.rent_price);
  if (amount === null) return '•';
  return `฿${new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(amount)}`;
}

function FitPins({ pins, label }: { pins: Pinned[]; label: string }) {
  const map = useMapRegion(label);
  useEffect(() => {
    if (pins.length === 0) return;
    map.fitBounds(L.latLngBounds(pins.map((pin) => [pin.location_lat, pin.location_lng])), { padding: [40, 40], maxZoom: PIN_ZOOM_MAX });
  }, [map, pins]);
  return null;
}

/**
 * The map view of a page of results (its own chunk: Leaflet loads only when the map is
 * opened): a price pin per listing with coordinates, a popup linking to the listing.
 */
export default function ResultsMap({ listings }: { listings: ListingCard[] }) {
  const { t } = useTranslation('search');
  const { t: tl } = useTranslation('listing');
  const pins = useMemo(() => listings.filter((listing): listing is Pinned => listing.location_lat !== null && listing.location_lng !== null), [listings]);
  const english = currentLanguage() === 'en';
  return (
    <MapContainer center={[DEFAULT_MAP_CENTRE.lat, DEFAULT_MAP_CENTRE.lng]} zoom={EMPTY_ZOOM} scrollWheelZoom={false} className={classes.map}>
      <TileLayer url={MAP_TILE_URL} attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>' maxZoom={19} />
      <FitPins pins={pins} label={t('results.mapLabel')} />
      {pins.map((listing) => {
        const title = listing.announce_title || tl('card.untitled');
        return (
          <Marker
            key={listing.id}
            position={[listing.location_lat, listing.location_lng]}
            title={title}
            alt={title}
            icon={L.divIcon({ className: classes.pin, html: `<span data-boosted="${listing.boosted}">${pinPrice(listing)}</span>`, iconSize: undefined })}
          >
            <Popup>
              <div className={classes.popup} data-testid="map-popup">
                <Link to={`/view-announce/${listing.slug_id}`}>{title}</Link>
                {priceLines(tl, listing).map((line) => (
                  <div key={line.kind}>{line.text}</div>
                ))}
                <div>
                  {listing.room_code}
                  {listing.district && ` · ${english ? listing.district.name_en : listing.district.name_th}`}
                </div>
              </div>
            </Popup>
          </Marker>
        );
      })}
    </MapContainer>
  );
}

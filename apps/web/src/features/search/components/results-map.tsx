import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Button } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CircleMarker, MapContainer, Marker, Popup, TileLayer, Tooltip, useMapEvents } from 'react-leaflet';
import type { ListingCard } from '@baandee/contracts';
import { DEFAULT_MAP_CENTRE, LISTING_SELL_TYPE, SELL_TYPE, formatNumber, type SellTypeWord } from '@baandee/domain';
import { currentLanguage } from '../../../lib/i18n';
import { useMapRegion } from '../../../lib/use-map-region';
import { priceLines } from '../../../lib/listing-text';
import { MAP_TILE_URL } from '../../../lib/map-tiles';
import { areaOfBounds, clusterByDistance } from '../map-clusters';
import type { MapArea } from '../search-filter';
import type { CommuteView } from '../use-commute';
import classes from './results-map.module.css';

/** Bangkok and its neighbours in view when no result has a pin. */
const EMPTY_ZOOM = 11;
const PIN_ZOOM_MAX = 16;
/** Price labels closer than this (screen pixels) overlap: they become one cluster pin. */
const CLUSTER_RADIUS_PX = 48;
/** Room kept between a popup and the map's edge, and Leaflet's own popup width limit. */
const POPUP_MARGIN_PX = 12;
const POPUP_MAX_WIDTH_PX = 300;
type Pinned = ListingCard & { location_lat: number; location_lng: number };

/**
 * The price a pin shows, short: ฿28K, ฿5.9M. A listing offered both ways shows the price
 * of the deal searched for (the rent on a rent search), and the sale price on a search of both.
 */
export function pinPrice(listing: ListingCard, sellType: SellTypeWord | null | undefined): string {
  const rentFirst = sellType === SELL_TYPE.rent || listing.sell_type === LISTING_SELL_TYPE.rent;
  const amount = rentFirst ? (listing.rent_price ?? listing.sell_price) : (listing.sell_price ?? listing.rent_price);
  if (amount === null) return '•';
  return `฿${new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }).format(amount)}`;
}

/**
 * The view the results open at: the map area searched, or else every pin (and a commute's
 * stations reached). The map's own
 * moves are marked in `fitting`, so only the visitor's count as moving the map.
 */
function FitView({ pins, area, label, fitting, around = [] }: { pins: Pinned[]; area: MapArea | null; label: string; fitting: RefObject<boolean>; around?: readonly [number, number][] }) {
  const map = useMapRegion(label);
  const { south, west, north, east } = area ?? {};
  useEffect(() => {
    const fit = (bounds: L.LatLngBounds, options: L.FitBoundsOptions) => {
      fitting.current = true;
      try {
        map.fitBounds(bounds, { ...options, animate: false });
      } finally {
        fitting.current = false;
      }
    };
    if (south !== undefined && west !== undefined && north !== undefined && east !== undefined) {
      fit(L.latLngBounds([south, west], [north, east]), {});
    } else if (pins.length > 0 || around.length > 0) {
      fit(L.latLngBounds([...pins.map((pin): [number, number] => [pin.location_lat, pin.location_lng]), ...around]), { padding: [40, 40], maxZoom: PIN_ZOOM_MAX });
    }
  }, [map, pins, south, west, north, east, fitting, around]);
  return null;
}

/**
 * Notes the visitor moving the map, once the move ends (the map's bounds are then the new
 * ones): a drag, a zoom (buttons, wheel, pinch, a cluster's tap) or the arrow keys. The
 * map's own fits and popups panning into view do not count.
 */
function WatchMoves({ fitting, onMoved }: { fitting: RefObject<boolean>; onMoved(): void }) {
  const moving = useRef(false);
  const start = () => {
    moving.current = true;
  };
  useMapEvents({
    dragstart: start,
    zoomstart: () => {
      if (!fitting.current) start();
    },
    keydown: (event) => {
      if (event.originalEvent.key.startsWith('Arrow')) start();
    },
    moveend: () => {
      if (!moving.current || fitting.current) return;
      moving.current = false;
      onMoved();
    },
  });
  return null;
}

/** A listing in a popup: its title linking to the page, its prices, room code and district. */
function PinSummary({ listing }: { listing: Pinned }) {
  const { t } = useTranslation('listing');
  const english = currentLanguage() === 'en';
  return (
    <div className={classes.summary}>
      <Link to={`/view-announce/${listing.slug_id}`}>{listing.announce_title || t('card.untitled')}</Link>
      {priceLines(t, listing).map((line) => (
        <div key={line.kind}>{line.text}</div>
      ))}
      <div>
        {listing.room_code}
        {listing.district && ` · ${english ? listing.district.name_en : listing.district.name_th}`}
      </div>
    </div>
  );
}

/**
 * The pins at the map's zoom: a price pin per listing, or a count where pins would overlap.
 * A cluster's tap zooms in to its listings; where they stay together at the closest zoom
 * (one building), the tap opens a popup listing them all. Popups keep inside the map.
 */
function Pins({ pins, sellType }: { pins: Pinned[]; sellType: SellTypeWord | null | undefined }) {
  const { t } = useTranslation('search');
  const { t: tl } = useTranslation('listing');
  const map = useMapEvents({ zoomend: () => setZoom(map.getZoom()), resize: () => setSize(map.getSize()) });
  const [zoom, setZoom] = useState(() => map.getZoom());
  const [size, setSize] = useState(() => map.getSize());
  // the view FitView sets at once (no animation) as the pins or the area arrive, before these listen
  useEffect(() => {
    setZoom(map.getZoom());
    setSize(map.getSize());
  }, [map, pins]);
  const clusters = useMemo(() => clusterByDistance(pins, (pin) => map.project([pin.location_lat, pin.location_lng], zoom), CLUSTER_RADIUS_PX), [map, pins, zoom]);
  const popup = {
    autoPanPadding: L.point(POPUP_MARGIN_PX, POPUP_MARGIN_PX),
    keepInView: true,
    maxWidth: Math.min(POPUP_MAX_WIDTH_PX, size.x - 4 * POPUP_MARGIN_PX),
    maxHeight: size.y - 6 * POPUP_MARGIN_PX,
  };

  return clusters.map((members) => {
    const first = members[0]!;
    if (members.length === 1) {
      const title = first.announce_title || tl('card.untitled');
      return (
        <Marker
          key={first.id}
          position={[first.location_lat, first.location_lng]}
          title={title}
          alt={title}
          icon={L.divIcon({ className: classes.pin, html: `<span data-boosted="${first.boosted}">${pinPrice(first, sellType)}</span>`, iconSize: undefined })}
        >
          <Popup {...popup}>
            <div className={classes.popup} data-testid="map-popup">
              <PinSummary listing={first} />
            </div>
          </Popup>
        </Marker>
      );
    }
    const bounds = L.latLngBounds(members.map((pin) => [pin.location_lat, pin.location_lng]));
    const separable = zoom < map.getMaxZoom() && !bounds.getNorthEast().equals(bounds.getSouthWest());
    const label = t('results.mapCluster', { count: members.length });
    return (
      <Marker
        key={members.map((pin) => pin.id).join('-')}
        position={bounds.getCenter()}
        title={label}
        icon={L.divIcon({ className: `${classes.pin} ${classes.cluster}`, html: `<span>${formatNumber(members.length)}</span>`, iconSize: undefined })}
        eventHandlers={{
          add: (event) => (event.target as L.Marker).getElement()?.setAttribute('aria-label', label),
          click: () => {
            if (separable) map.fitBounds(bounds, { padding: [40, 40] });
          },
        }}
      >
        {!separable && (
          <Popup {...popup}>
            <ul className={`${classes.popup} ${classes.list}`} data-testid="map-popup" aria-label={label}>
              {members.map((pin) => (
                <li key={pin.id}>
                  <PinSummary listing={pin} />
                </li>
              ))}
            </ul>
          </Popup>
        )}
      </Marker>
    );
  });
}

const stationName = (station: { name_th: string; name_en: string }) => (currentLanguage() === 'en' && station.name_en ? station.name_en : station.name_th);

/** A commute search's stations reached in its minutes by rail, highlighted under the pins (the station searched for the strongest, a place's point marked), each naming its minutes. */
function CommuteStations({ commute }: { commute: CommuteView }) {
  const { t } = useTranslation('search');
  const point = commute.point && (
    <CircleMarker key="place" center={[commute.point.lat, commute.point.lng]} radius={10} className="commute-place" pathOptions={{ color: '#0b7285', weight: 3, fillColor: '#ffffff', fillOpacity: 1 }}>
      <Tooltip>{t('results.commutePlaceTip', { place: commute.to ? stationName(commute.to) : t('chips.commutePoint') })}</Tooltip>
    </CircleMarker>
  );
  const stations = commute.reached.map(({ station, seconds }) => {
    const origin = seconds === 0;
    return (
      <CircleMarker
        key={station.id}
        center={[station.lat, station.lng]}
        radius={origin ? 9 : 6}
        className="commute-station"
        pathOptions={{ color: '#0b7285', weight: 2, fillColor: origin ? '#0b7285' : '#66d9e8', fillOpacity: 0.85 }}
      >
        <Tooltip>{t('results.commuteStationTip', { station: stationName(station), minutes: String(Math.ceil(seconds / 60)) })}</Tooltip>
      </CircleMarker>
    );
  });
  return [...stations, point];
}

/**
 * The map view of a page of results (its own chunk: Leaflet loads only when the map is
 * opened): price pins, clustered where they would overlap, each with a popup linking to
 * the listing. `sellType` is the deal searched for, whose price the pins show. Once the
 * visitor moves the map, "search this area" offers to hold the search to what it shows
 * (`onSearchArea`); a search held to an `area` opens showing that area.
 */
export default function ResultsMap({
  listings,
  sellType,
  area = null,
  onSearchArea,
  commute = null,
}: {
  listings: ListingCard[];
  sellType?: SellTypeWord | null;
  area?: MapArea | null;
  onSearchArea?(area: MapArea): void;
  commute?: CommuteView | null;
}) {
  const { t } = useTranslation('search');
  const pins = useMemo(() => listings.filter((listing): listing is Pinned => listing.location_lat !== null && listing.location_lng !== null), [listings]);
  // a commute's stations reached are in view with the pins
  const around = useMemo(
    () => (commute ? [...commute.reached.map(({ station }): [number, number] => [station.lat, station.lng]), ...(commute.point ? [[commute.point.lat, commute.point.lng] as [number, number]] : [])] : []),
    [commute],
  );
  const map = useRef<L.Map>(null);
  const fitting = useRef(false);
  const [moved, setMoved] = useState(false);
  const areaKey = area ? `${area.south},${area.west},${area.north},${area.east}` : '';
  // a new area searched (or none) starts unmoved
  const [shownArea, setShownArea] = useState(areaKey);
  if (shownArea !== areaKey) {
    setShownArea(areaKey);
    setMoved(false);
  }
  return (
    <div className={classes.frame}>
      <MapContainer ref={map} center={[DEFAULT_MAP_CENTRE.lat, DEFAULT_MAP_CENTRE.lng]} zoom={EMPTY_ZOOM} scrollWheelZoom={false} className={classes.map}>
        <TileLayer url={MAP_TILE_URL} attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>' maxZoom={19} />
        <FitView pins={pins} area={area} label={t('results.mapLabel')} fitting={fitting} around={around} />
        <WatchMoves fitting={fitting} onMoved={() => setMoved(true)} />
        {commute && <CommuteStations commute={commute} />}
        <Pins pins={pins} sellType={sellType} />
      </MapContainer>
      {commute && (
        <p className={classes.commuteNote} data-testid="commute-stations" data-count={commute.reached.length}>
          {t('results.commuteStations', { minutes: String(commute.minutes), station: commute.to ? stationName(commute.to) : t('chips.commutePoint'), count: commute.reached.length })}
        </p>
      )}
      {moved && onSearchArea && (
        <Button
          className={classes.searchArea}
          radius="xl"
          size="sm"
          leftSection={<IconSearch size={16} aria-hidden />}
          onClick={() => {
            if (!map.current) return;
            setMoved(false);
            onSearchArea(areaOfBounds(map.current.getBounds()));
          }}
          data-testid="map-search-area"
        >
          {t('results.searchArea')}
        </Button>
      )}
    </div>
  );
}

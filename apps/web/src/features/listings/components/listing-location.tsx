import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Anchor, Badge, Box, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListingView } from '@baandee/contracts';
import { formatNumber } from '@baandee/domain';
import { lazyWithStyles } from '../../../lib/mantine-styles';
import { localName } from '../../../lib/listing-text';

const ListingMap = lazyWithStyles(() => import('./listing-map').then((module) => module.ListingMap));

/**
 * The map once its frame comes near the screen: Leaflet and the tiles are the page's
 * heaviest part and sit below the fold, and the server renders the frame alone (the map
 * needs a browser).
 */
function LazyMap({ lat, lng }: { lat: number; lng: number }) {
  const frame = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={frame} h="100%" bg="gray.1">
      {near && (
        <Suspense fallback={null}>
          <ListingMap lat={lat} lng={lng} />
        </Suspense>
      )}
    </Box>
  );
}

/** Google Maps at the pin: opens the phone's map app where there is one. */
export const mapLink = (lat: number, lng: number) => `https://www.google.com/maps?q=${lat},${lng}`;

/** A line's colour as the master data keeps it, with or without the leading #. */
const lineColour = (hex: string) => (hex.startsWith('#') ? hex : `#${hex}`);

interface NearbyItem {
  key: string;
  chip?: ReactNode;
  name: string;
  distance: number;
}

/** Stations or places near the listing, each with its distance in km; nothing when there are none. */
function NearbyList({ title, testId, items }: { title: string; testId: string; items: NearbyItem[] }) {
  const { t } = useTranslation('listing');
  if (items.length === 0) return null;
  return (
    <div>
      <Title order={3} size="h5" mb="xs">
        {title}
      </Title>
      <List spacing={6} listStyleType="none" data-testid={testId}>
        {items.map((item) => (
          <List.Item key={item.key}>
            <Group gap={8} wrap="nowrap">
              {item.chip}
              <Text size="sm" style={{ flex: 1 }}>
                {item.name}
              </Text>
              <Text size="sm" c="dimmed">
                {t('page.distance', { distance: formatNumber(item.distance) })}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </div>
  );
}

/** Where the listing is: the address, the map with its pin, nearby stations (line colour) and places. */
export function ListingLocation({ listing }: { listing: ListingView }) {
  const { t } = useTranslation('listing');
  const address = [listing.address_short, listing.road, listing.lane, localName(listing.sub_district), localName(listing.district), localName(listing.province), listing.postal_code]
    .filter(Boolean)
    .join(' ');
  const { location_lat: lat, location_lng: lng } = listing;
  return (
    <Stack gap="md" component="section" aria-labelledby="listing-location">
      <Title order={2} size="h4" id="listing-location">
        {t('page.location')}
      </Title>
      {address && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={18} aria-hidden />
          <Text size="sm">{address}</Text>
        </Group>
      )}
      {lat !== null && lng !== null && (
        <>
          <Paper
            withBorder
            radius="lg"
            h={{ base: 240, md: 320 }}
            style={{ overflow: 'hidden', isolation: 'isolate' }}
            role="region"
            aria-label={t('page.mapLabel')}
            data-testid="listing-map"
          >
            <LazyMap lat={lat} lng={lng} />
          </Paper>
          <Anchor href={mapLink(lat, lng)} target="_blank" rel="noopener noreferrer" size="sm" data-testid="map-link">
            <Group gap={4} component="span">
              {t('page.openMap')}
              <IconExternalLink size={16} aria-hidden />
            </Group>
          </Anchor>
        </>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NearbyList
          title={t('page.stations')}
          testId="nearby-stations"
          items={listing.nearby_station_cast.map((station) => ({
            key: String(station.train_station_id),
            chip: (
              <Badge color={lineColour(station.line.hex)} variant="filled" radius="sm" miw={48} autoContrast>
                {station.code}
              </Badge>
            ),
            name: `${localName(station)} (${localName(station.line)})`,
            distance: station.distance,
          }))}
        />
        <NearbyList
          title={t('page.places')}
          testId="nearby-places"
          items={listing.nearby_location_cast.map((place) => ({
            key: `${place.location_type_id}-${place.location_name}`,
            name: place.location_type ? `${place.location_name} · ${localName(place.location_type)}` : place.location_name,
            distance: place.distance,
          }))}
        />
      </SimpleGrid>
    </Stack>
  );
}

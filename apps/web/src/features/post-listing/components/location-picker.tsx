import { Suspense, lazy, useCallback, useRef } from 'react';
import { Box, Button, Center, Group, Input, Loader, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_MAP_CENTRE } from '@baandee/domain';
import { translateMessage } from '../../../lib/api-messages';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePostFormContext } from '../post-form-context';
import type { Pin } from './location-map';

// Leaflet is large and needs a browser: its own chunk, requested when the step shows
const LocationMap = lazy(() => import('./location-map'));

const MAP_HEIGHT = { base: 280, sm: 380 };

/** The pin of the listing: location_lat and location_lng. */
export function LocationPicker() {
  const { t } = useTranslation(['postForm', 'listing']);
  const form = usePostFormContext();
  const hydrated = useHydrated();
  const { location_lat: lat, location_lng: lng } = form.values;
  const pin = lat !== null && lng !== null ? { lat, lng } : null;
  const onPin = useCallback((next: Pin) => form.setValues({ location_lat: next.lat, location_lng: next.lng }), [form]);
  // where the map's view is centred now: the button pins there (a keyboard moves the map, not the pin)
  const centre = useRef<Pin>(pin ?? DEFAULT_MAP_CENTRE);
  const onCentre = useCallback((next: Pin) => {
    centre.current = next;
  }, []);
  const error = form.errors.location ?? form.errors.location_lat ?? form.errors.location_lng;
  const loading = (
    <Center h="100%">
      <Loader role="status" aria-label={t('info.map.loading')} />
    </Center>
  );

  return (
    <Input.Wrapper label={t('info.map.label')} description={t('info.map.hint')} withAsterisk error={typeof error === 'string' ? translateMessage(error) : undefined}>
      <Box
        h={MAP_HEIGHT}
        mt="xs"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', border: '1px solid var(--mantine-color-gray-3)' }}
        data-invalid={error ? true : undefined}
        tabIndex={error ? -1 : undefined}
        data-path="location"
        data-testid="location-map"
      >
        {hydrated ? (
          <Suspense fallback={loading}>
            <LocationMap pin={pin} onPin={onPin} onCentre={onCentre} label={t('info.map.label')} attribution={t('info.map.attribution')} />
          </Suspense>
        ) : (
          loading
        )}
      </Box>
      <Group justify="space-between" mt="xs" gap="xs">
        <Text size="sm" c={pin ? undefined : 'dimmed'} data-testid="pin-status">
          {pin ? t('info.map.pinned', { lat: pin.lat.toFixed(5), lng: pin.lng.toFixed(5) }) : t('info.map.notPinned')}
        </Text>
        <Button variant="light" size="xs" leftSection={<IconMapPin size={16} aria-hidden />} onClick={() => onPin({ ...centre.current })} data-testid="pin-centre">
          {t('info.map.pinHere')}
        </Button>
      </Group>
    </Input.Wrapper>
  );
}

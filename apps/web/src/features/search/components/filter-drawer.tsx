import { ActionIcon, Button, Drawer, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../../../lib/use-return-focus';
import { NO_ROOMS, parseRoomCode } from '@baandee/domain';
import { roomCodeChange, type SearchFilter } from '../search-filter';
import type { SearchForm } from '../use-search-form';
import { AdvancedPanel } from './advanced-panel';
import { EstateTypeGrid } from './estate-type-picker';
import { RoomCodePicker, roomCodeOf } from './room-code-picker';
import { SellTypeSwitch } from './sell-type-switch';
import classes from './search.module.css';

interface FilterDrawerProps {
  form: SearchForm;
  onClose(): void;
  /** Runs the search with the drawer's filters. */
  onSearch(): void;
}

/** The drawer's room counts, as a room code counts them. */
const counts = (filter: SearchFilter) => ({ bedrooms: filter.total_bedroom ?? 0, restrooms: filter.total_restroom ?? 0, carParks: filter.car_park_size ?? 0 });

/**
 * The search bar's controls in one drawer: the whole screen on a phone (spec section 2:
 * under 768 px a filter drawer with a back button), a side panel on wider screens.
 */
export function FilterDrawer({ form, onClose, onSearch }: FilterDrawerProps) {
  const { t } = useTranslation(['search', 'common']);
  const phone = useMediaQuery('(max-width: 47.99em)', true);
  const { draft, patch } = form;
  const code = draft.searchMode === 'code_search' ? draft.room_type : undefined;
  // one set of count pickers (the advanced panel's): a room code follows them
  const patchRooms = (change: Partial<SearchFilter>) => {
    const next = { ...draft, ...change };
    const letters = (code && parseRoomCode(code)) || NO_ROOMS;
    patch(code ? { ...change, ...roomCodeChange(roomCodeOf({ ...letters, ...counts(next) }, true)) } : change);
  };
  // rendered only while open: Mantine's own focus return never runs
  useReturnFocus(true);
  return (
    <Drawer.Root opened onClose={onClose} position="right" size={phone ? '100%' : 'lg'}>
      <Drawer.Overlay />
      <Drawer.Content data-testid="filter-drawer">
        <Drawer.Header className={classes.drawerHead}>
          <Group gap="xs" wrap="nowrap">
            <ActionIcon variant="subtle" color="gray" size="lg" onClick={onClose} aria-label={t('drawer.back')} data-testid="filter-drawer-back">
              <IconArrowLeft size={22} aria-hidden />
            </ActionIcon>
            <Drawer.Title fw={700} fz="lg">
              {t('drawer.title')}
            </Drawer.Title>
          </Group>
        </Drawer.Header>
        <Drawer.Body className={classes.drawerBody}>
          <Stack gap="lg" pb="md">
            <TextInput label={t('bar.keyword')} placeholder={t('bar.placeholder')} value={draft.keyword ?? ''} onChange={(event) => patch({ keyword: event.currentTarget.value })} data-testid="drawer-keyword" />
            <SellTypeSwitch fullWidth label={t('bar.sellType')} value={draft.sell_type} onChange={(sell_type) => patch({ sell_type })} />
            <div>
              <Text size="sm" fw={500} mb={6}>
                {t('common:searchBar.estateType')}
              </Text>
              <EstateTypeGrid value={draft.estate_type_id} onChange={(estate_type_id) => patch({ estate_type_id })} />
            </div>
            <section aria-labelledby="drawer-advanced" className={classes.drawerSection}>
              <Text component="h3" fw={600} mb="xs" id="drawer-advanced">
                {t('advanced.title')}
              </Text>
              <AdvancedPanel draft={draft} patch={patchRooms} />
            </section>
            <section aria-labelledby="drawer-room-code" className={classes.drawerSection}>
              <Text component="h3" fw={600} mb="xs" id="drawer-room-code">
                {t('roomCode.title')}
              </Text>
              <RoomCodePicker value={code} counts={counts(draft)} onChange={(next) => patch(roomCodeChange(next))} />
            </section>
          </Stack>
        </Drawer.Body>
        <div className={classes.drawerFoot}>
          <Button variant="default" onClick={form.clear} data-testid="filter-drawer-clear">
            {t('common:searchBar.clear')}
          </Button>
          <Button onClick={onSearch} style={{ flex: 1 }} data-testid="filter-drawer-search">
            {t('drawer.show')}
          </Button>
        </div>
      </Drawer.Content>
    </Drawer.Root>
  );
}


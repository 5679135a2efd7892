import type { ReactNode } from 'react';
import { Menu, SimpleGrid, UnstyledButton } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { estateTypeName, useEstateTypes } from '../../../lib/master-data/get-estate-master';
import { EstateTypeIcon } from '../../../components/estate-type-icon';
import { EstateTypeButton } from './estate-type-button';
import classes from './search.module.css';

interface PickerProps {
  value: number | undefined;
  onChange(id: number | undefined): void;
}

/** The search bar's estate-type picker (spec section 2): a menu of the types with their icons. */
export function EstateTypeMenu({ value, onChange, opened, onOpenChange }: PickerProps & { opened: boolean; onOpenChange(opened: boolean): void }) {
  const { t } = useTranslation('common');
  const { estateTypes } = useEstateTypes();
  const language = currentLanguage();
  return (
    <Menu opened={opened} onChange={onOpenChange} position="bottom-end" shadow="lg" radius="md" width={260}>
      <Menu.Target>
        <EstateTypeButton value={value} />
      </Menu.Target>
      <Menu.Dropdown data-testid="estate-type-menu">
        <Menu.Item leftSection={<IconLayoutGrid size={20} aria-hidden />} onClick={() => onChange(undefined)} fw={value === undefined ? 700 : undefined}>
          {t('searchBar.allTypes')}
        </Menu.Item>
        {estateTypes.map((type) => (
          <Menu.Item key={type.id} leftSection={<EstateTypeIcon estateType={type} size={20} stroke={1.6} />} onClick={() => onChange(type.id)} fw={value === type.id ? 700 : undefined}>
            {estateTypeName(type, language)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The same choice as a grid of icon buttons (the filter drawer). */
export function EstateTypeGrid({ value, onChange }: PickerProps) {
  const { t } = useTranslation(['common', 'search']);
  const { estateTypes } = useEstateTypes();
  const language = currentLanguage();
  const options: { id: number | undefined; label: string; icon: ReactNode }[] = [
    { id: undefined, label: t('searchBar.allTypes'), icon: <IconLayoutGrid size={22} stroke={1.6} aria-hidden /> },
    ...estateTypes.map((type) => ({ id: type.id, label: estateTypeName(type, language), icon: <EstateTypeIcon estateType={type} size={22} stroke={1.6} /> })),
  ];
  return (
    <SimpleGrid cols={{ base: 3, xs: 4 }} spacing={8} role="group" aria-label={t('search:bar.estateTypes')}>
      {options.map((option) => (
        <UnstyledButton key={option.id ?? 'all'} className={classes.typeTile} aria-pressed={value === option.id} onClick={() => onChange(option.id)}>
          {option.icon}
          <span>{option.label}</span>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}

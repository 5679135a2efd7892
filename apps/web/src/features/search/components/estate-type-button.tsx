import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { estateTypeName, useEstateTypes } from '../../../lib/master-data/get-estate-master';
import { EstateTypeIcon } from '../../../components/estate-type-icon';

/**
 * The estate type chosen in the search bar, as a button: painted with the page, while the
 * menu it opens loads on the first click.
 */
export const EstateTypeButton = forwardRef<HTMLButtonElement, { value: number | undefined } & Omit<ComponentPropsWithoutRef<'button'>, 'value' | 'color'>>(
  function EstateTypeButton({ value, ...props }, ref) {
    const { t } = useTranslation('common');
    // "all types" needs no list: the list loads with a chosen type (or the menu) only
    const type = useEstateTypes(value !== undefined).estateTypes.find((item) => item.id === value);
    return (
      <Button
        ref={ref}
        variant="default"
        size="md"
        radius="md"
        leftSection={type && <EstateTypeIcon estateType={type} size={18} stroke={1.6} />}
        rightSection={<IconChevronDown size={16} aria-hidden />}
        aria-label={`${t('searchBar.estateType')}: ${type ? estateTypeName(type, currentLanguage()) : t('searchBar.allTypes')}`}
        data-testid="estate-type-button"
        {...props}
      >
        {type ? estateTypeName(type, currentLanguage()) : t('searchBar.allTypes')}
      </Button>
    );
  },
);

import {
  IconBuilding,
  IconBuildingCommunity,
  IconBuildingFactory2,
  IconBuildingSkyscraper,
  IconBuildingStore,
  IconHome,
  IconHome2,
  IconHomeStar,
  IconMap2,
  type IconProps,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { EstateType } from '../lib/master-data/get-estate-master';

type Icon = ComponentType<IconProps>;

/** The Tabler icons the master data names; only these are bundled. */
const BY_ICON_NAME: Record<string, Icon> = {
  'building-skyscraper': IconBuildingSkyscraper,
  building: IconBuilding,
  home: IconHome,
  'home-2': IconHome2,
  'map-2': IconMap2,
  'building-community': IconBuildingCommunity,
  'building-factory-2': IconBuildingFactory2,
  'building-store': IconBuildingStore,
};

/** Without an icon name, the English name decides. */
const BY_NAME: [RegExp, Icon][] = [
  [/condo/i, IconBuildingSkyscraper],
  [/apartment/i, IconBuilding],
  [/twin/i, IconHome2],
  [/town/i, IconBuildingCommunity],
  [/land/i, IconMap2],
  [/factory|warehouse/i, IconBuildingFactory2],
  [/business|lease|shop/i, IconBuildingStore],
  [/house|home/i, IconHome],
];

export function estateTypeIcon(type: EstateType): Icon {
  return (type.icon && BY_ICON_NAME[type.icon]) || BY_NAME.find(([pattern]) => pattern.test(type.name_en))?.[1] || IconHomeStar;
}

export function EstateTypeIcon({ estateType, ...props }: { estateType: EstateType } & IconProps) {
  const Component = estateTypeIcon(estateType);
  return <Component aria-hidden {...props} />;
}

import { SELL_TYPE } from '@baandee/domain';
import type { SearchFilter } from '../search-filter';

/** The sell-type select's choices (spec section 2: all, rent, sell). */
export const SELL_CHOICES = ['all', 'rent', 'sell'] as const;
export type SellChoice = (typeof SELL_CHOICES)[number];

export const sellChoice = (sellType: SearchFilter['sell_type']): SellChoice =>
  sellType === SELL_TYPE.rent ? 'rent' : sellType === SELL_TYPE.sell ? 'sell' : 'all';

export const sellTypeOf = (choice: string): SearchFilter['sell_type'] =>
  choice === 'rent' ? SELL_TYPE.rent : choice === 'sell' ? SELL_TYPE.sell : undefined;

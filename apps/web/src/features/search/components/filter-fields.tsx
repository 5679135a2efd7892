import type { ComponentType } from 'react';
import type { SearchFilterField } from '@baandee/domain';
import type { SearchFilter } from '../search-filter';

/** What a filter's control reads and changes: the filter being edited (for the choices a filter depends on). */
export interface FilterFieldProps {
  filter: Partial<SearchFilter>;
  patch(change: Partial<SearchFilter>): void;
}

/**
 * Controls of the table's filters (packages/domain search-filters.ts) that the advanced
 * panel and the admin's trend editor both show as they are, in this order.
 */
export const FILTER_FIELD_CONTROLS: readonly { field: SearchFilterField; Control: ComponentType<FilterFieldProps> }[] = [];

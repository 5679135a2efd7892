import { RESULTS_PER_PAGE } from '@baandee/domain';

/** A page of a list as every paginated answer carries it; an empty list still has one (empty) page. */
export function pageOf<T>(data: T[], total: number, page: number, perPage = RESULTS_PER_PAGE) {
  return { data, current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}

import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { postingKeys } from './keys';

/** GET api/estate/{announce_id}: the owner's listing as the form holds it (404 shows the not-found page). */
export const estateFormQuery = (id: number) =>
  queryOptions({
    queryKey: postingKeys.form(id),
    queryFn: ({ signal }) => call('estateForm', { params: { announce_id: id } }, { signal }),
    staleTime: Infinity, // the form itself is the newest copy while it is open; saves refresh the cache
  });

import { useMutation } from '@tanstack/react-query';
import type { ReportBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';

/** POST api/estate/report/{announce_id}: anyone may report; a signed-in reporter is told the outcome. */
export function useReportListing(listingId: number) {
  return useMutation({ mutationFn: (body: ReportBody) => call('reportEstate', { params: { announce_id: listingId }, body }) });
}

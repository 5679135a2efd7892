import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { listingKeys } from '../../listings';
import { myListingKeys } from './keys';

/** GET api/estate/broker-share: the owner's broker-group shares and the published listings they may choose. */
export const ownerBrokerSharesQuery = () =>
  queryOptions({
    queryKey: myListingKeys.brokerShares,
    queryFn: ({ signal }) => call('ownerBrokerShares', {}, { signal }),
    staleTime: 0,
  });

export function useOwnerBrokerShares() {
  return useQuery(ownerBrokerSharesQuery());
}

/** PUT api/estate/broker-share/{id}: the listing the share posts; the owner's lists are read again (their cards show it). */
export function useChooseBrokerShareListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, listingId }: { id: number; listingId: number }) => call('chooseBrokerShareListing', { params: { id }, body: { announce_id: listingId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

import { Stack } from '@mantine/core';
import type { ListingView } from '@baandee/contracts';
import { LISTING_SELL_TYPE } from '@baandee/domain';
import { AlsoListedBy } from './also-listed-by';
import { ContactOwnerForm } from './contact-owner-form';
import { MortgageCalculator } from './mortgage-calculator';
import { MoveInCost } from './move-in-cost';
import { OwnerCard } from './owner-card';
import { PriceHistory } from './price-history';
import { PriceInsightPanel } from './price-insight';
import { SafetyNote } from './report-listing';

/**
 * The owner, the price's standing and costs, and the contact form: beside the description
 * on a desktop, below it on a phone, where its code loads when it comes near the screen
 * (listing-page.tsx).
 */
export function ListingSide({ listing, contactable }: { listing: ListingView; contactable: boolean }) {
  const sells = listing.sell_type === LISTING_SELL_TYPE.sell || listing.sell_type === LISTING_SELL_TYPE.both;
  const rents = listing.sell_type === LISTING_SELL_TYPE.rent || listing.sell_type === LISTING_SELL_TYPE.both;
  return (
    <Stack gap="md" className="below-fold">
      <OwnerCard listing={listing} />
      <AlsoListedBy listing={listing} />
      <PriceInsightPanel listing={listing} />
      {sells && listing.sell_price !== null && <MortgageCalculator price={listing.sell_price} />}
      {rents && <MoveInCost listing={listing} />}
      <PriceHistory listing={listing} />
      {contactable && <ContactOwnerForm listingId={listing.id} />}
      {contactable && <SafetyNote listingId={listing.id} />}
    </Stack>
  );
}

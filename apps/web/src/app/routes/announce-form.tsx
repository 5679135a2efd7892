import { ListingPreview } from '../../features/post-listing/components/listing-preview';
import { FacilityStep } from '../../features/post-listing/components/facility-step';
import { InfoStep } from '../../features/post-listing/components/info-step';
import { PostFormLayout } from '../../features/post-listing/components/post-form-layout';
import { PostStep } from '../../features/post-listing/components/post-step';
import { PriceStep } from '../../features/post-listing/components/price-step';
import { RoomStep } from '../../features/post-listing/components/room-step';

/**
 * /announce/... and /{announce_id}/announce/...: the form's layout, its five steps and the
 * summary (ListingPreview) in one chunk, loaded once when the form opens; the map is its own.
 */
export const Component = PostFormLayout;
export const steps = { Info: InfoStep, Price: PriceStep, Room: RoomStep, Facility: FacilityStep, Post: PostStep, Preview: ListingPreview };

/**
 * Ads and the event banner (spec sections 2, 3, 7). A page places `<AdSlot page= position= />`
 * (or `<AdRow page= />` for bottom1 and bottom2); its route's loader calls
 * `prefetchAds(queryClient, page)` from './api/get-ads' so the top slot is known at the first render.
 */
export { AdRow, AdSlot, type AdSlotProps } from './components/ad-slot';

import { PriceStep } from '../../features/post-listing/components/price-step';

export function Component() {
  return <PriceStep />;
}

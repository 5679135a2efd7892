import { FacilityStep } from '../../features/post-listing/components/facility-step';

export function Component() {
  return <FacilityStep />;
}

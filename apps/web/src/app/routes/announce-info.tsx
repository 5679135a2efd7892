import { InfoStep } from '../../features/post-listing/components/info-step';

export function Component() {
  return <InfoStep />;
}

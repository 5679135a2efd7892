import { PostStep } from '../../features/post-listing/components/post-step';

export function Component() {
  return <PostStep />;
}

import { PostFormLayout } from '../../features/post-listing/components/post-form-layout';

/** /announce/... and /{announce_id}/announce/...: the five steps and the summary share this form. */
export function Component() {
  return <PostFormLayout />;
}

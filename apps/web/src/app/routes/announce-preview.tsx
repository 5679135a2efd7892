import { AnnouncePreview } from '../../features/post-listing/components/announce-preview';

export function Component() {
  return <AnnouncePreview />;
}

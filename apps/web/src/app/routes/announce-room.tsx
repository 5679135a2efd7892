import { RoomStep } from '../../features/post-listing/components/room-step';

export function Component() {
  return <RoomStep />;
}

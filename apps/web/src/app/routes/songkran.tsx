import { SongkranPage } from '../../features/songkran/components/songkran-page';

/** /songkran (Songkran): the event's page; a visitor signs in on it (decision 022). */
export function Component() {
  return <SongkranPage />;
}

import { useParams } from 'react-router';
import { idFromSlugId } from '@baandee/domain';
import { NotFoundPage } from '../../components/not-found-page';
import { ListingPage } from '../../features/listings/components/listing-page';

/** /view-announce/{slugId}: only the trailing id decides the listing, so an edited title never breaks a link. */
export function Component() {
  const id = idFromSlugId(useParams().slugId ?? '');
  if (id === null) return <NotFoundPage />;
  return <ListingPage key={id} id={id} />;
}

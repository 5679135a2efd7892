import { useParams } from 'react-router';
import { idFromSlugId } from '@baandee/domain';
import { NotFoundPage } from '../../components/not-found-page';
import { TrendPage } from '../../features/trends/components/trend-page';

/** /trend/{slugId} (TrendGroup): the number after the last hyphen decides the trend; the slug is for people and search engines. */
export function Component() {
  const id = idFromSlugId(useParams().slugId ?? '');
  if (id === null) return <NotFoundPage />;
  return <TrendPage key={id} id={id} />;
}

import { useParams } from 'react-router';
import { SONGKRAN_REF_PATTERN } from '@baandee/domain';
import { NotFoundPage } from '../../components/not-found-page';
import { CardViewPage } from '../../features/songkran/components/card-view-page';

/** /songkran-card/{ref}: a shared greeting card (server-rendered, decision 020). */
export function Component() {
  const ref = useParams().ref ?? '';
  if (!SONGKRAN_REF_PATTERN.test(ref)) return <NotFoundPage />;
  return <CardViewPage key={ref} cardRef={ref} />;
}

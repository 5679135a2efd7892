import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { HelpArticle } from '../../features/help/components/help-article';
import { HELP_LINKS } from '../../lib/help-links';

/** /help-center/boost-post, /account-management, /create-account; any other topic is not found. */
export function Component() {
  const { topic } = useParams();
  const link = HELP_LINKS.find((candidate) => candidate.path === `/help-center/${topic}`);
  return link ? <HelpArticle topic={link.key} /> : <NotFoundPage />;
}

import { safeArticleHtml } from '../article-html';
import classes from './article-body.module.css';

/** An article's body: its HTML through the page's own allow-list, in reading typography. */
export function ArticleBody({ html, lang }: { html: string; lang: 'th' | 'en' }) {
  return <div className={classes.body} lang={lang} data-testid="article-body" dangerouslySetInnerHTML={{ __html: safeArticleHtml(html) }} />;
}

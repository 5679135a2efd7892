import type { Language, Namespace } from './languages.js';

type Loader = () => Promise<object>;

/**
 * One dynamic import per catalogue file, so a bundler splits each into its own chunk and
 * the web app downloads a namespace only when a screen needs it.
 */
export const namespaceLoaders: Record<Language, Record<Namespace, Loader>> = {
  th: {
    errors: () => import('./th/errors.js').then((m) => m.errors),
    common: () => import('./th/common.js').then((m) => m.common),
    shell: () => import('./th/shell.js').then((m) => m.shell),
    home: () => import('./th/home.js').then((m) => m.home),
    contact: () => import('./th/contact.js').then((m) => m.contact),
    legal: () => import('./th/legal.js').then((m) => m.legal),
    help: () => import('./th/help.js').then((m) => m.help),
    account: () => import('./th/account.js').then((m) => m.account),
    admin: () => import('./th/admin.js').then((m) => m.admin),
    listing: () => import('./th/listing.js').then((m) => m.listing),
    postForm: () => import('./th/post-form.js').then((m) => m.postForm),
    search: () => import('./th/search.js').then((m) => m.search),
    line: () => import('./th/line.js').then((m) => m.line),
    credit: () => import('./th/credit.js').then((m) => m.credit),
    article: () => import('./th/article.js').then((m) => m.article),
    event: () => import('./th/event.js').then((m) => m.event),
  },
  en: {
    errors: () => import('./en/errors.js').then((m) => m.errors),
    common: () => import('./en/common.js').then((m) => m.common),
    shell: () => import('./en/shell.js').then((m) => m.shell),
    home: () => import('./en/home.js').then((m) => m.home),
    contact: () => import('./en/contact.js').then((m) => m.contact),
    legal: () => import('./en/legal.js').then((m) => m.legal),
    help: () => import('./en/help.js').then((m) => m.help),
    account: () => import('./en/account.js').then((m) => m.account),
    admin: () => import('./en/admin.js').then((m) => m.admin),
    listing: () => import('./en/listing.js').then((m) => m.listing),
    postForm: () => import('./en/post-form.js').then((m) => m.postForm),
    search: () => import('./en/search.js').then((m) => m.search),
    line: () => import('./en/line.js').then((m) => m.line),
    credit: () => import('./en/credit.js').then((m) => m.credit),
    article: () => import('./en/article.js').then((m) => m.article),
    event: () => import('./en/event.js').then((m) => m.event),
  },
};

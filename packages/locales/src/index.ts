import { errors as thErrors } from './th/errors.js';
import { errors as enErrors } from './en/errors.js';
import { common as thCommon } from './th/common.js';
import { common as enCommon } from './en/common.js';
import { shell as thShell } from './th/shell.js';
import { shell as enShell } from './en/shell.js';
import { home as thHome } from './th/home.js';
import { home as enHome } from './en/home.js';
import { contact as thContact } from './th/contact.js';
import { contact as enContact } from './en/contact.js';
import { legal as thLegal } from './th/legal.js';
import { legal as enLegal } from './en/legal.js';
import { help as thHelp } from './th/help.js';
import { help as enHelp } from './en/help.js';
import { account as thAccount } from './th/account.js';
import { account as enAccount } from './en/account.js';
import { admin as thAdmin } from './th/admin.js';
import { admin as enAdmin } from './en/admin.js';
import { listing as thListing } from './th/listing.js';
import { listing as enListing } from './en/listing.js';
import { postForm as thPostForm } from './th/post-form.js';
import { postForm as enPostForm } from './en/post-form.js';
import { search as thSearch } from './th/search.js';
import { search as enSearch } from './en/search.js';
import { line as thLine } from './th/line.js';
import { line as enLine } from './en/line.js';
import { credit as thCredit } from './th/credit.js';
import { credit as enCredit } from './en/credit.js';
import { article as thArticle } from './th/article.js';
import { article as enArticle } from './en/article.js';
import { event as thEvent } from './th/event.js';
import { event as enEvent } from './en/event.js';
import { dashboard as thDashboard } from './th/dashboard.js';
import { dashboard as enDashboard } from './en/dashboard.js';
import { pageDescriptions as thPageDescriptions } from './th/page-descriptions.js';
import { pageDescriptions as enPageDescriptions } from './en/page-descriptions.js';
import { notifications as thNotifications } from './th/notifications.js';
import { notifications as enNotifications } from './en/notifications.js';
import { quality as thQuality } from './th/quality.js';
import { quality as enQuality } from './en/quality.js';

export type { Catalogue } from './types.js';
export { LANGUAGES, DEFAULT_LANGUAGE, NAMESPACES, isLanguage, type Language, type Namespace } from './languages.js';

/**
 * Thai is the source catalogue and the fallback; English follows its keys. The web app
 * bundles only what its first screen needs and loads the rest per namespace
 * (`@baandee/locales/lazy`); this object holds everything, for the API and for types.
 */
export const resources = {
  th: {
    errors: thErrors,
    common: thCommon,
    shell: thShell,
    home: thHome,
    contact: thContact,
    legal: thLegal,
    help: thHelp,
    account: thAccount,
    admin: thAdmin,
    listing: thListing,
    postForm: thPostForm,
    search: thSearch,
    line: thLine,
    credit: thCredit,
    article: thArticle,
    event: thEvent,
    dashboard: thDashboard,
  },
  en: {
    errors: enErrors,
    common: enCommon,
    shell: enShell,
    home: enHome,
    contact: enContact,
    legal: enLegal,
    help: enHelp,
    account: enAccount,
    admin: enAdmin,
    listing: enListing,
    postForm: enPostForm,
    search: enSearch,
    line: enLine,
    credit: enCredit,
    article: enArticle,
    event: enEvent,
    dashboard: enDashboard,
  },
} as const;

/** Meta descriptions for the server's HTML, by page name; the web app does not load them. */
export const pageDescriptions = { th: thPageDescriptions, en: enPageDescriptions } as const;

/** What the server tells users by e-mail and LINE; the web app does not load them. */
export const notificationTexts = { th: thNotifications, en: enNotifications } as const;

/** The listing quality score's fixes, which the API answers in the language asked for; the web shows them as given. */
export const qualityTexts = { th: thQuality, en: enQuality } as const;

export type ErrorKey = keyof typeof thErrors;
export const ERROR_KEYS = Object.keys(thErrors) as ErrorKey[];

export function isErrorKey(value: string): value is ErrorKey {
  return Object.prototype.hasOwnProperty.call(thErrors, value);
}

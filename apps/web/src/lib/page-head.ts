import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { headTitle, pageDescription, type HeadTexts, type PageHeadText } from '@baandee/contracts/page-heads';
import { NOT_FOUND_PAGE, matchPageRoute } from '@baandee/domain';
import type { Language } from '@baandee/locales/languages';
import { pageDescriptions as enDescriptions } from '@baandee/locales/en/page-descriptions';
import { pageDescriptions as thDescriptions } from '@baandee/locales/th/page-descriptions';
import { currentLanguage, i18n } from './i18n';

const DESCRIPTIONS: Record<Language, Readonly<Record<string, string>>> = { th: thDescriptions, en: enDescriptions };

/** The catalogues as the page heads read them (the server reads the same keys from `resources`). */
export function headTexts(): HeadTexts {
  const language = currentLanguage();
  // the keys are `namespace:path` strings of the shared page heads, checked on the server's side
  const t = (key: string, values?: Record<string, string>) => i18n.t(key as never, values as never) as unknown as string;
  return { language, t, descriptions: DESCRIPTIONS[language] };
}

function setHead(title: string, description: string): void {
  document.title = title;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/**
 * The shell's part: on every page change the route's own title and description, as the
 * server writes them for the path (PAGE_ROUTES). A layout effect, so that a page's own
 * head (usePageHead, usePageTitle: passive effects) comes after it and wins.
 */
export function useRouteHead(): void {
  const { pathname } = useLocation();
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  useLayoutEffect(() => {
    const match = matchPageRoute(pathname);
    const texts = headTexts();
    setHead(headTitle(texts, texts.t(match?.route.title ?? NOT_FOUND_PAGE.title)), pageDescription(texts, match?.name ?? 'notFound'));
  }, [pathname, language]);
}

/**
 * A page with data of its own (listing, agent profile, trend, landing page, article,
 * Songkran card): its head from the same description the server uses, once the data is
 * there; until then the route's.
 */
export function usePageHead<T>(data: T | undefined, describe: (texts: HeadTexts, data: T) => PageHeadText): void {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  useEffect(() => {
    if (data === undefined) return;
    const texts = headTexts();
    const head = describe(texts, data);
    setHead(headTitle(texts, head.name), head.description);
    // `describe` is one of the shared functions: the data and the language decide the head
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, language]);
}

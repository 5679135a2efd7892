import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language, type Namespace } from '@baandee/locales/languages';
import { namespaceLoaders } from '@baandee/locales/lazy';
import { common } from '@baandee/locales/th/common';
import { errors } from '@baandee/locales/th/errors';
import { home } from '@baandee/locales/th/home';
import { shell } from '@baandee/locales/th/shell';

const STORAGE_KEY = 'baandee.language';

/**
 * Thai is the default and the fallback, so its first-screen namespaces ship in the main
 * bundle; English and the long pages (legal, help, contact) load on demand.
 */
const BUNDLED = { common, errors, home, shell };
export const INITIAL_NAMESPACES = ['common', 'shell', 'errors', 'home'] as const satisfies readonly Namespace[];

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = isLanguage(language) ? namespaceLoaders[language][namespace as Namespace] : undefined;
    if (!load) {
      callback(new Error(`no catalogue ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (data) => callback(null, data as Record<string, unknown>),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** `?lang=en` (or `th`) in the page's URL: the language a shared or indexed link was made in (decision 020). */
export function urlLanguage(): Language | null {
  if (typeof window === 'undefined') return null;
  const value = new URLSearchParams(window.location.search).get('lang');
  return isLanguage(value) ? value : null;
}

/**
 * The visitor's language: the URL's `?lang=` (kept from then on, as the language switch
 * keeps it), else the one stored, else Thai. public/boot.js reads it the same way.
 */
export function storedLanguage(): Language {
  const fromUrl = urlLanguage();
  let value: string | null = null;
  try {
    if (fromUrl) window.localStorage.setItem(STORAGE_KEY, fromUrl);
    value = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // storage blocked: the URL's language or the default
  }
  return fromUrl ?? (isLanguage(value) ? value : DEFAULT_LANGUAGE);
}

export function initI18n(language: Language = storedLanguage()) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGES,
      ns: INITIAL_NAMESPACES,
      defaultNS: 'common',
      resources: { [DEFAULT_LANGUAGE]: BUNDLED },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: true },
      showSupportNotice: false,
    });
}

/** Loads catalogues a page needs before it renders (used by lazy routes). */
export function loadNamespaces(...namespaces: Namespace[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Spec section 4: changing the language stores it and reloads (a URL naming a language is changed to the new one). */
export function changeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // storage blocked: the reload falls back to the default language
  }
  const url = new URL(window.location.href);
  if (url.searchParams.has('lang')) {
    if (language === DEFAULT_LANGUAGE) url.searchParams.delete('lang');
    else url.searchParams.set('lang', language);
    window.location.replace(url.href);
    return;
  }
  window.location.reload();
}

export { i18n };

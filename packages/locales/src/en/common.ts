import type { Catalogue } from '../types.js';
import type { common as th } from '../th/common.js';

export const common: Catalogue<typeof th> = {
  tagline: 'Buy, sell and rent homes, condos and land in Bangkok and nearby provinces',
  emailMethod: 'e-mail',
  orList: '{{first}} or {{last}}',
  actions: {
    search: 'Search',
    close: 'Close',
    retry: 'Try again',
    send: 'Send message',
    back: 'Back',
    ok: 'OK',
    goHome: 'Back to home',
    showPassword: 'Show password',
    seeAll: 'See all',
  },
  /** The arrows of every paged list (its page numbers name themselves). */
  pagination: {
    first: 'First page',
    previous: 'Previous page',
    next: 'Next page',
    last: 'Last page',
  },
  status: {
    loading: 'Loading…',
    slow: 'This is taking longer than usual',
    slowHint: 'Your connection may be slow. Please try loading again.',
    empty: 'Nothing here yet',
    failed: 'Could not load this content',
  },
  searchBar: {
    estateType: 'Property type',
    allTypes: 'All types',
    advanced: 'Advanced search',
    roomCode: 'Room code',
    clear: 'Clear filters',
    filters: 'Filters',
    /** The suggestions under the keyword field while typing, and this browser's recent searches. */
    suggest: {
      label: 'Search suggestions',
      recent: 'Recent searches',
      clearRecent: 'Clear history',
      kinds: {
        estate_type: 'Property type',
        province: 'Province',
        district: 'District',
        sub_district: 'Sub-district',
        station: '{{system}} station',
        line: '{{system}} line',
        project: 'Project',
        keyword: 'Search',
      },
    },
  },
  sellType: {
    all: 'All',
    rent: 'Rent',
    sell: 'Buy',
  },
  price: {
    upTo: 'Up to ฿{{max}}',
    range: '฿{{min}} – ฿{{max}}',
    above: '฿{{min}} and above',
    upToMillion: 'Up to ฿{{max}}M',
    rangeMillion: '฿{{min}}M – ฿{{max}}M',
    aboveMillion: '฿{{min}}M and above',
  },
  language: {
    label: 'Language',
    th: 'ไทย',
    en: 'English',
    switchShort: 'TH',
    switchTo: 'Switch to Thai (ภาษาไทย)',
  },
  pageTitle: '{{title}} | {{product}}',
};

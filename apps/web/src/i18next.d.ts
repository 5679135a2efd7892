import 'i18next';
import type { resources } from '@baandee/locales';

/** Translation keys are typed from the Thai source catalogue: a missing key fails typecheck. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['th'];
  }
}

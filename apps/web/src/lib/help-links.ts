/** The help-center pages (spec section 2), in reading order. */
export const HELP_LINKS = [
  { key: 'createAccount', path: '/help-center/create-account' },
  { key: 'accountManagement', path: '/help-center/account-management' },
  { key: 'boostPost', path: '/help-center/boost-post' },
] as const;
export type HelpTopic = (typeof HELP_LINKS)[number]['key'];

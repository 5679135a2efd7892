import { HELP_TOPICS, PAGE_ROUTES, type HelpTopicKey } from '@baandee/domain';

/** The help-center pages (spec section 2), in reading order, from the page table. */
export const HELP_LINKS = HELP_TOPICS.map(({ key }) => ({ key, path: PAGE_ROUTES[`help.${key}`]!.path }));
export type HelpTopic = HelpTopicKey;

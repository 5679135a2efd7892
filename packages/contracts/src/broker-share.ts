import { BROKER_GROUP_NAME_MAX, BROKER_SHARE_STATUSES } from '@baandee/domain';
import { rowId } from './account-fields.js';
import { requiredText } from './common.js';
import { z } from './error-map.js';
import { listingCard, pageQuery, paginated } from './listing.js';

/** The broker-group share queue (docs/decisions/053). */

/** GET api/admin/broker-share?status=pending|shared&page= */
export const adminBrokerShareQuery = pageQuery.extend({ status: z.enum(BROKER_SHARE_STATUSES).default('pending') });

const pasteText = z.object({
  th: z.string().meta({ description: 'The post in Thai: deal, type and project, place, price, rooms and size, station, the link' }),
  en: z.string().meta({ description: 'The same post in English' }),
});

export const brokerShare = z.object({
  id: z.number(),
  payment_id: z.string(),
  status: z.enum(BROKER_SHARE_STATUSES),
  created_at: z.string(),
  approved_at: z.string().nullable().meta({ description: 'When the purchase that earned the share was approved' }),
  owner: z.object({ id: z.number(), email: z.string().nullable(), firstname: z.string().nullable(), lastname: z.string().nullable() }),
  listing: listingCard.nullable().meta({ description: "The buyer's listing to share: null until their next listing goes live" }),
  link: z.string().nullable().meta({ description: 'The listing page with the tracking parameter (?ref=broker-<id>); null without a listing' }),
  text: pasteText.nullable().meta({ description: 'Ready-to-paste posts; null without a listing' }),
  group_name: z.string().nullable(),
  shared_at: z.string().nullable(),
  shared_by: z.string().nullable().meta({ description: "The e-mail of the admin who marked it shared" }),
  views: z.number().int().meta({ description: 'Visits of the listing page through the shared link (?ref=broker-<id>)' }),
  contacts: z.number().int().meta({ description: 'Messages to the owner sent in such a visit' }),
});
export type BrokerShare = z.infer<typeof brokerShare>;
export const adminBrokerShareResult = paginated(brokerShare);

export const brokerShareIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** A listing the owner may give a share: one of their published listings. */
const shareChoice = z.object({ id: z.number(), announce_title: z.string().nullable(), slug_id: z.string() });

/** One of the signed-in owner's shares (docs/decisions/056). */
export const ownerBrokerShare = z.object({
  id: z.number(),
  created_at: z.string(),
  listing: shareChoice.nullable().meta({ description: 'The listing to share: chosen by the owner, or their next to go live; null until then' }),
  group_name: z.string().nullable(),
  shared_at: z.string().nullable().meta({ description: 'Set once the team has posted it; the listing can be changed until then' }),
});
export type OwnerBrokerShare = z.infer<typeof ownerBrokerShare>;
/** GET api/estate/broker-share: the owner's shares, and the listings they may choose from. */
export const ownerBrokerSharesResult = z.object({
  data: z.array(ownerBrokerShare),
  choices: z.array(shareChoice).meta({ description: "The owner's published listings, newest first" }),
});
export type OwnerBrokerShares = z.infer<typeof ownerBrokerSharesResult>;
/** PUT api/estate/broker-share/{id}: the owner's published listing that goes to the queue. */
export const chooseBrokerShareBody = z.object({ announce_id: rowId });
export type ChooseBrokerShareBody = z.input<typeof chooseBrokerShareBody>;

/** PUT api/admin/broker-share/{id}: the group the listing was posted in. */
export const markBrokerSharedBody = z.object({ group_name: requiredText(BROKER_GROUP_NAME_MAX) });
export type MarkBrokerSharedBody = z.input<typeof markBrokerSharedBody>;

import {
  BOOST_PAYMENT_METHODS,
  BOOST_STATUSES,
  CREDIT_SUBJECTS,
  CREDIT_TRANSACTION_TYPES,
  PAYMENT_KINDS,
  PAYMENT_STATUSES,
  SLIP_SOURCES,
} from '@baandee/domain';
import { z } from './error-map.js';
import { requiredText, text } from './common.js';
import { rowId } from './account-fields.js';
import { paginated, pageQuery } from './listing.js';
import { bulkDecisionBody, bulkDecisionResult, queueFilters } from './admin-queues.js';

/**
 * Credits, packages, payments and boosts (spec sections 1, 3, 4, 7; DESIGN 4.4-4.6).
 *
 * Money crosses the wire as integer satang (`*_satang`) beside a display string in baht
 * with two decimals (`"99.00"`); a client never computes with floating baht. Payment ids
 * are bigint in the database and strings on the wire.
 */

/** A payment id (bigint): digits only, as a string. */
export const paymentId = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,18}$/, { message: 'must be a number' });
export const paymentIdParams = z.object({ id: paymentId });
/** One slip of a payment: the payment's id and the slip's own. */
export const paymentSlipParams = z.object({ id: paymentId, slip: paymentId });

const satang = z.number().int().nonnegative().meta({ description: 'An amount of money in satang (1/100 baht)' });
const baht = z.string().meta({ description: 'The same amount in baht with two decimals, for display: "99.00"' });
const bilingualText = z.object({ th: z.string(), en: z.string() });

/** Package (spec section 3: id, headPrice, code, details). */
export const creditPackage = z.object({
  id: z.number(),
  code: z.string(),
  headPrice: z.number().meta({ description: 'The price in whole baht, as the spec names it' }),
  price_satang: satang,
  price: baht,
  credits: z.number().int(),
  details: bilingualText.meta({ description: 'What the package gives, one item a line' }),
});
export type CreditPackage = z.infer<typeof creditPackage>;

/** GET api/package: the packages on sale now. */
export const packagesResult = z.array(creditPackage);

/** One ledger entry as the owner's history shows it. */
export const creditTransaction = z.object({
  id: z.string(),
  type: z.enum(CREDIT_TRANSACTION_TYPES),
  amount: z.number().int().meta({ description: 'Credits, always positive; the type says which way they went' }),
  subject_kind: z.enum(CREDIT_SUBJECTS),
  subject_id: z.string().nullable().meta({ description: 'The listing, boost or payment the entry concerns' }),
  /** What the entry is about, for the history line: the listing title, the package code. */
  subject_label: z.string().nullable(),
  created_at: z.string(),
});
export type CreditTransaction = z.infer<typeof creditTransaction>;

/** GET api/credit-info?type=all|got|used|refilled&page= */
export const creditInfoQuery = pageQuery.extend({ type: z.enum(['all', ...CREDIT_TRANSACTION_TYPES]).default('all') });
export const creditInfoResult = z.object({
  credit: z.number().int().nonnegative().meta({ description: 'The balance: the sum of the ledger' }),
  history: paginated(creditTransaction),
});
export type CreditInfo = z.infer<typeof creditInfoResult>;

/** Where and how much to transfer: the bank account, the exact amount, and a PromptPay QR. */
export const paymentInstructions = z.object({
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  promptpay_id: z.string().nullable(),
  promptpay_payload: z.string().nullable().meta({ description: 'EMVCo merchant-presented QR payload for the exact amount' }),
  qr_image: z.string().nullable().meta({ description: 'The PromptPay QR as a PNG data URL the user can save' }),
});

export const paymentSlip = z.object({
  image_url: z
    .string()
    .nullable()
    .meta({
      description:
        "GET api/payment/{id}/slip/{slip}: only the payment's owner and admins may load it, with their bearer token, and nothing caches it. Null once the picture was erased with its owner's account",
    }),
  source: z.enum(SLIP_SOURCES),
  received_at: z.string(),
  reference: z.string().nullable().meta({ description: "The transfer reference read from the slip's QR code, when readable" }),
  duplicate: z.boolean().meta({ description: 'The reference was already used on another payment: the slip is refused and flagged' }),
});

/** A payment by bank transfer: for a package, or for a boost. */
export const payment = z.object({
  id: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  status: z.enum(PAYMENT_STATUSES),
  reference: z.string().meta({ description: 'Put this in the transfer note; it identifies the payment' }),
  amount_satang: satang,
  amount: baht,
  package_code: z.string().nullable(),
  credits: z.number().int().nullable().meta({ description: 'Credits an approved package refills' }),
  announce_id: z.number().nullable().meta({ description: 'The listing a boost payment is for' }),
  announce_title: z.string().nullable(),
  instructions: paymentInstructions,
  slips: z.array(paymentSlip),
  reason: z.string().nullable().meta({ description: 'Why an admin rejected it' }),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type Payment = z.infer<typeof payment>;

/** POST api/make-purchase */
export const makePurchaseBody = z.object({ package_code: requiredText(40) });
export const makePurchaseResult = payment;

/** GET api/payment?page=: the user's own payments, newest first. */
export const paymentsResult = paginated(payment);

/**
 * POST api/payment/upload-slip/{id}: the payment with the slip attached. A slip whose
 * reference was already used on another payment is refused (409 'slip already used') and
 * kept, flagged, for an admin to see.
 */
export const slipResult = payment;

/** A boost of a listing (DESIGN 4.6). */
export const boost = z.object({
  id: z.string(),
  announce_id: z.number(),
  status: z.enum(BOOST_STATUSES),
  paid_with: z.enum(BOOST_PAYMENT_METHODS),
  credits: z.number().int().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  created_at: z.string(),
});
export type Boost = z.infer<typeof boost>;

/**
 * POST api/boost-post/create. Without `pay_with`, credits when the balance covers the
 * boost, else a transfer; `pay_with: 'credits'` without enough credits is refused.
 */
export const boostCreateBody = z.object({
  announce_id: rowId,
  pay_with: z.enum(BOOST_PAYMENT_METHODS).optional(),
});
export const boostCreateResult = z.object({
  boost,
  payment: payment.nullable().meta({ description: 'The transfer to make when the boost is paid by transfer' }),
  credit: z.number().int().nonnegative().meta({ description: 'The balance after the boost' }),
});
export type BoostCreateResult = z.infer<typeof boostCreateResult>;

/** GET api/admin/payment?status=&page=: the payments queue (default: slips awaiting a check, oldest first). */
export const adminPaymentsQuery = pageQuery.extend({
  status: z.enum(PAYMENT_STATUSES).default('awaiting_approval'),
  ...queueFilters,
  kind: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(PAYMENT_KINDS).optional()),
});
export type AdminPaymentsQuery = z.input<typeof adminPaymentsQuery>;
/** PUT api/admin/payment/bulk: approve or reject several payments awaiting a check, one reason for all. */
export const adminBulkPaymentBody = bulkDecisionBody(paymentId);
export const adminBulkPaymentResult = bulkDecisionResult(z.string());
export const adminPayment = payment.extend({
  user: z.object({ id: z.number(), email: z.string().nullable(), firstname: z.string().nullable(), lastname: z.string().nullable() }),
  duplicate_slip: z.boolean().meta({ description: 'A slip of this payment repeats a reference already used elsewhere' }),
  decided_by: z.number().nullable(),
});
export type AdminPayment = z.infer<typeof adminPayment>;
export const adminPaymentsResult = paginated(adminPayment);
/** PUT api/admin/payment/reject/{id} */
export const paymentRejectBody = z.object({ reason: requiredText(1000) });

/** GET api/admin/package: every package, on sale or not. */
export const adminPackage = creditPackage.extend({ active: z.boolean(), created_at: z.string() });
export const adminPackagesResult = z.array(adminPackage);
/** POST api/admin/package/store: without id a new package, with id an edit. */
export const packageStoreBody = z.object({
  id: rowId.optional(),
  code: z
    .string()
    .trim()
    .toUpperCase()
    .min(1, { abort: true })
    .regex(/^[A-Z0-9_-]{2,40}$/, { message: 'package code not valid' }),
  price_satang: z.number().int().positive().max(100_000_000),
  credits: z.number().int().positive().max(10_000),
  details_th: text(2000),
  details_en: text(2000),
  active: z.boolean(),
});
export type PackageStoreBody = z.input<typeof packageStoreBody>;

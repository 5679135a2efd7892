import { z } from '../error-map.js';
import { endpoint } from '../endpoint.js';
import {
  adminPackagesResult,
  adminPaymentsQuery,
  adminBulkPaymentBody,
  adminBulkPaymentResult,
  adminPaymentsResult,
  adminPayment,
  boostCreateBody,
  boostCreateResult,
  creditInfoQuery,
  creditInfoResult,
  makePurchaseBody,
  makePurchaseResult,
  packageStoreBody,
  packagesResult,
  paymentIdParams,
  paymentSlipParams,
  paymentRejectBody,
  paymentsResult,
  slipResult,
  adminPackage,
} from '../credits.js';
import { pageQuery } from '../listing.js';

const tags = ['credits'];
/** The signed-in owner of the payment the path names: 404 'payment does not exist' for anyone else. */
const ownPayment = { owner: 'payment', param: 'id' } as const;
const decision = {
  tags: ['admin'],
  access: 'admin',
  params: paymentIdParams,
  result: adminPayment,
  errors: { 404: ['payment does not exist'], 409: ['payment already decided'] },
} as const;

/** Spec section 7 "Credit": the ledger, packages, paying by transfer and boosting (DESIGN 4.4-4.6). */
export const creditEndpoints = {
  creditInfo: endpoint('creditInfo', {
    summary: "The signed-in user's credit balance and their ledger, newest first, filtered by type",
    tags,
    access: 'user',
    query: creditInfoQuery,
    result: creditInfoResult,
  }),
  packages: endpoint('packages', {
    summary: 'The packages on sale now (OPENING99 and whatever admins add)',
    tags,
    access: 'public',
    result: packagesResult,
  }),
  makePurchase: endpoint('makePurchase', {
    summary:
      'Buy a package: creates a payment awaiting the transfer and answers the bank account, the exact amount, a reference and a PromptPay QR. Where LINE is set up, needs the LINE friend status',
    tags,
    access: 'user',
    body: makePurchaseBody,
    result: makePurchaseResult,
    errors: { 403: ['add the messaging-app friend first'], 404: ['package not available'], 409: ['failed to purchase'] },
    rateLimited: true,
  }),
  payments: endpoint('payments', {
    summary: "The signed-in user's payments (packages and boosts), newest first, with their slips and status",
    tags,
    access: 'user',
    query: pageQuery,
    result: paymentsResult,
  }),
  uploadSlip: endpoint('uploadSlip', {
    summary:
      "Upload the transfer slip of one of the user's open payments. A slip whose QR reference was already used on another payment is refused and flagged for an admin",
    tags,
    access: ownPayment,
    params: paymentIdParams,
    upload: { fields: ['image', 'file', 'slip'] },
    result: slipResult,
    errors: { 404: ['payment does not exist'], 409: ['payment already decided', 'slip already used'], 413: ['image over 2 MB'], 422: ['not an image', 'slip picture too large'] },
    rateLimited: true,
  }),
  paymentSlipImage: endpoint('paymentSlipImage', {
    summary: "A slip's picture, for the payment's owner and admins only; never cached (no public copy of a slip exists)",
    tags,
    access: 'user',
    params: paymentSlipParams,
    result: z.unknown(),
    download: { contentType: 'image/webp', description: 'The slip picture' },
    errors: { 404: ['payment does not exist'] },
  }),
  boostCreate: endpoint('boostCreate', {
    summary:
      'Boost a published listing for 7 days: with enough credits it uses 2 and starts at once, otherwise a boost request awaits a transfer, its slip and an admin',
    tags,
    access: 'user',
    body: boostCreateBody,
    result: boostCreateResult,
    errors: {
      403: ['not the owner'],
      404: ['announcement does not exist'],
      409: ['announcement not in publish status', 'already boosted', 'not enough credits'],
    },
  }),

  adminPayments: endpoint('adminPayments', {
    summary:
      'The payments queue: payments by status (default: slips awaiting a check, oldest first) with slips, user and duplicate flag; searched by reference, buyer e-mail or id (`q`), filtered by kind and by the Bangkok days it was made (`from`, `to`)',
    tags: ['admin'],
    access: 'admin',
    query: adminPaymentsQuery,
    result: adminPaymentsResult,
  }),
  adminBulkPayments: endpoint('adminBulkPayments', {
    summary:
      'Approve or reject several payments awaiting a check with one reason: each is decided and audited as the single call decides it, in its own transaction; each item answers whether it was decided, or the message why not',
    tags: ['admin'],
    access: 'admin',
    body: adminBulkPaymentBody,
    result: adminBulkPaymentResult,
  }),
  adminApprovePayment: endpoint('adminApprovePayment', {
    ...decision,
    summary: "Approve a payment: a package's credits are refilled, a boost starts; the buyer is notified",
  }),
  adminRejectPayment: endpoint('adminRejectPayment', {
    ...decision,
    summary: 'Reject a payment with the reason the buyer reads; a boost request ends with it',
    body: paymentRejectBody,
  }),
  adminPackages: endpoint('adminPackages', {
    summary: 'Every package, on sale or not',
    tags: ['admin'],
    access: 'admin',
    result: adminPackagesResult,
  }),
  adminStorePackage: endpoint('adminStorePackage', {
    summary: 'Create a package, or edit one by id (code, price in satang, credits, th/en details, on sale)',
    tags: ['admin'],
    access: 'admin',
    body: packageStoreBody,
    result: adminPackage,
    errors: { 404: ['package not available'], 409: ['already in use'] },
  }),
};

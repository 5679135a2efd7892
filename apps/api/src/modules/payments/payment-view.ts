import type { FastifyInstance } from 'fastify';
import type { AdminPayment, Payment } from '@baandee/contracts';
import { OPEN_PAYMENT_STATUSES, promptPayPayload, satangToBahtText } from '@baandee/domain';
import { qrDataUrl } from '../../lib/qr.js';
import { keepRecent } from '../../lib/recent-map.js';
import type { AdminPaymentRow, PaymentRow, SlipRow } from './payments.repository.js';

type Instructions = Payment['instructions'];

/**
 * The QR of each amount, drawn once per process: a payload depends only on the PromptPay
 * id and the amount, and the amounts on sale are few. Bounded all the same.
 */
const qrImages = new Map<string, Promise<string>>();
const QR_CACHE_MAX = 200;

function qrImage(payload: string): Promise<string> {
  let image = qrImages.get(payload);
  if (!image) {
    image = keepRecent(qrImages, payload, qrDataUrl(payload), QR_CACHE_MAX);
    image.catch(() => qrImages.delete(payload));
  }
  return image;
}

/** Where and how much to transfer: the configured bank account and a PromptPay QR for the exact amount. */
export async function paymentInstructions(app: Pick<FastifyInstance, 'config'>, amountSatang: number, open: boolean): Promise<Instructions> {
  const { BANK_NAME, BANK_ACCOUNT_NAME, BANK_ACCOUNT_NUMBER, PROMPTPAY_ID } = app.config;
  // a decided payment is not paid again: no QR to scan
  const payload = open ? promptPayPayload(PROMPTPAY_ID, amountSatang) : null;
  return {
    bank_name: BANK_NAME,
    account_name: BANK_ACCOUNT_NAME,
    account_number: BANK_ACCOUNT_NUMBER,
    promptpay_id: PROMPTPAY_ID,
    promptpay_payload: payload,
    qr_image: payload ? await qrImage(payload) : null,
  };
}

const isOpen = (status: PaymentRow['status']) => (OPEN_PAYMENT_STATUSES as readonly string[]).includes(status);

/**
 * Where the owner or an admin loads a slip's picture: through the API with their token,
 * never at a storage URL (a slip shows a bank account and a name).
 */
export const slipImageUrl = (paymentId: string, slipId: string) => `/api/payment/${paymentId}/slip/${slipId}`;

function toSlip(slip: SlipRow): Payment['slips'][number] {
  return {
    image_url: slip.storage_key === null ? null : slipImageUrl(slip.payment_id, slip.id),
    source: slip.source,
    received_at: slip.created_at.toISOString(),
    reference: slip.reference,
    duplicate: slip.duplicate,
  };
}

export async function toPayment(app: Pick<FastifyInstance, 'config'>, row: PaymentRow, slips: readonly SlipRow[]): Promise<Payment> {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    reference: row.reference,
    amount_satang: row.amount_satang,
    amount: satangToBahtText(row.amount_satang),
    package_code: row.package_code,
    credits: row.credits,
    announce_id: row.listing_id,
    announce_title: row.announce_title,
    instructions: await paymentInstructions(app, row.amount_satang, isOpen(row.status)),
    slips: slips.filter((slip) => slip.payment_id === row.id).map((slip) => toSlip(slip)),
    reason: row.reason,
    created_at: row.created_at.toISOString(),
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}

/** Payments as their owner sees them, with their slips, in the order given. */
export async function loadPayments(app: Pick<FastifyInstance, 'config' | 'paymentsRepository'>, rows: readonly PaymentRow[]): Promise<Payment[]> {
  const slips = await app.paymentsRepository.slipsOf(rows.map((row) => row.id));
  return Promise.all(rows.map((row) => toPayment(app, row, slips)));
}

export async function loadPayment(app: Pick<FastifyInstance, 'config' | 'paymentsRepository'>, id: string): Promise<Payment> {
  const [row] = await app.paymentsRepository.byIds([id]);
  if (!row) throw new Error(`payment ${id} vanished`);
  return (await loadPayments(app, [row]))[0]!;
}

/** A payment as the admin queue shows it: the buyer, and whether a slip repeated a used reference. */
export async function toAdminPayments(app: Pick<FastifyInstance, 'config' | 'paymentsRepository'>, rows: readonly AdminPaymentRow[]): Promise<AdminPayment[]> {
  const slips = await app.paymentsRepository.slipsOf(rows.map((row) => row.id));
  return Promise.all(
    rows.map(async (row) => ({
      ...(await toPayment(app, row, slips)),
      user: { id: row.user_id, email: row.email, firstname: row.firstname, lastname: row.lastname },
      duplicate_slip: slips.some((slip) => slip.payment_id === row.id && slip.duplicate),
      decided_by: row.decided_by,
    })),
  );
}

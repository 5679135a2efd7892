import type { CreditTransaction, Payment, UserInfo } from '@baandee/contracts';

/** The signed-in user's profile as GET api/user/{id} answers it; tests override credit and LINE. */
export function profileFixture(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: 3,
    email: 'owner@example.com',
    email_verified: true,
    account_type: 1,
    user_type: 'individual',
    role: 'user',
    is_company: false,
    credit: 1,
    line_friend_status: false,
    profile_img_path: null,
    firstname: 'สมชาย',
    lastname: 'ใจดี',
    phone: '0812345678',
    birth_date: null,
    id_card_number: null,
    address: null,
    company_name: null,
    juristic_number: null,
    province_id: null,
    district_id: null,
    sub_district_id: null,
    postal_code: null,
    short_history: null,
    show_phone: true,
    ...overrides,
  } as UserInfo;
}

/** A purchase of OPENING99 awaiting its transfer, as make-purchase answers it. */
export function paymentFixture(overrides: Partial<Payment> = {}): Payment {
  return {
    id: '17',
    kind: 'purchase',
    status: 'awaiting_payment',
    reference: 'BDK7M2Q9XP',
    amount_satang: 9_900,
    amount: '99.00',
    package_code: 'OPENING99',
    credits: 2,
    announce_id: null,
    announce_title: null,
    instructions: {
      bank_name: 'ธนาคารกสิกรไทย',
      account_name: 'บริษัท บ้านดี จำกัด',
      account_number: '123-4-56789-0',
      promptpay_id: '0105561234567',
      promptpay_payload: '00020101021229370016A000000677010111',
      qr_image: 'data:image/png;base64,iVBORw0KGgo=',
    },
    slips: [],
    reason: null,
    created_at: '2026-11-20T03:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

export function entryFixture(overrides: Partial<CreditTransaction> = {}): CreditTransaction {
  return {
    id: '1',
    type: 'got',
    amount: 2,
    subject_kind: 'welcome',
    subject_id: null,
    subject_label: null,
    created_at: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}

/**
 * What helps a seeker decide (issue #35, docs/decisions/058): the price per square metre
 * against the district's median, the monthly payment of a mortgage, the money a tenant
 * hands over to move in, and how many listings one compares side by side.
 */

/**
 * The fewest published listings of the same offer (sale or rent), type and bedrooms in a
 * district behind a median we show: with fewer, one odd listing moves the "median" so far
 * that the comparison would mislead more than it helps.
 */
export const PRICE_INSIGHT_MIN_SAMPLE = 5;

/** The offers compared separately: a sale price and a monthly rent are different scales. */
export const PRICE_INSIGHT_KINDS = ['sell', 'rent'] as const;
export type PriceInsightKind = (typeof PRICE_INSIGHT_KINDS)[number];

/** Baht per m², to the whole baht; null without a price or a positive area. */
export function pricePerSqm(price: number | null | undefined, areaSqm: number | null | undefined): number | null {
  if (price == null || areaSqm == null || !(areaSqm > 0) || !(price > 0)) return null;
  return Math.round(price / areaSqm);
}

/** The median of the values (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** How a listing's price per m² stands against the median: percent above (positive) or below (negative), whole. */
export function percentFromMedian(value: number, areaMedian: number): number {
  return Math.round(((value - areaMedian) / areaMedian) * 100);
}

/** Within this many percent of the median a price reads as "about the median". */
export const PRICE_INSIGHT_NEAR_PERCENT = 5;

export type PriceStanding = 'below' | 'near' | 'above';
export function priceStanding(value: number, areaMedian: number): PriceStanding {
  const percent = percentFromMedian(value, areaMedian);
  if (Math.abs(percent) <= PRICE_INSIGHT_NEAR_PERCENT) return 'near';
  return percent < 0 ? 'below' : 'above';
}

// Mortgage calculator (sale listings).

/**
 * The calculator's defaults until an admin changes them (docs/decisions/058): 90 % of the
 * price borrowed (Thai banks lend up to 90-100 % on a first home under the Bank of
 * Thailand's loan-to-value rules), over 30 years (the longest term Thai banks commonly
 * offer), at 6.68 % a year: KASIKORNBANK's published MRR from 22 December 2025.
 */
export const MORTGAGE_DEFAULTS = { loan_share_percent: 90, years: 30, annual_rate_percent: 6.68 } as const;
export type MortgageSettings = { loan_share_percent: number; years: number; annual_rate_percent: number };

/** What a visitor and the admin may set: bounds that keep the formula meaningful. */
export const MORTGAGE_LIMITS = {
  loan_share_percent: { min: 10, max: 100 },
  years: { min: 1, max: 40 },
  annual_rate_percent: { min: 0, max: 25 },
} as const;

/**
 * The monthly payment of an annuity loan: principal P at an annual rate r (percent) over n
 * years, paid monthly: P·i / (1 − (1 + i)^−12n) with i = r / 1200; P / 12n at no interest.
 * Rounded to the satang, as published amortisation tables are.
 */
export function monthlyPayment(principal: number, annualRatePercent: number, years: number): number {
  const months = Math.round(years * 12);
  if (!(principal > 0) || months <= 0) return 0;
  const i = annualRatePercent / 1200;
  const payment = i === 0 ? principal / months : (principal * i) / (1 - Math.pow(1 + i, -months));
  return Math.round(payment * 100) / 100;
}

export interface MortgagePlan {
  loan: number;
  down_payment: number;
  monthly: number;
  total_interest: number;
}

/** The loan, the down payment, the monthly payment and the interest over the term, for a price and settings. */
export function mortgagePlan(price: number, settings: MortgageSettings): MortgagePlan {
  const loan = Math.round((price * settings.loan_share_percent) / 100);
  const monthly = monthlyPayment(loan, settings.annual_rate_percent, settings.years);
  const total = monthly * Math.round(settings.years * 12);
  return { loan, down_payment: price - loan, monthly, total_interest: Math.max(0, Math.round(total - loan)) };
}

// Move-in cost (rent listings).

/**
 * What a tenant pays before getting the keys, from what the listing states: the first
 * month's rent (paid in advance), the deposit (`deposit_price`) and the security deposit
 * (`insurance_fee`). The listing form has no "months of advance rent" field, so one month
 * is counted; a deposit the listing does not state is left out and said to be unknown.
 */
export interface MoveInCost {
  first_month: number;
  deposit: number | null;
  security_deposit: number | null;
  total: number;
  /** The deposits as months of rent (rounded to a tenth), when the listing states any. */
  deposit_months: number | null;
}

export function moveInCost(listing: { rent_price: number | null; deposit_price: number | null; insurance_fee: number | null }): MoveInCost | null {
  const rent = listing.rent_price;
  if (rent == null || !(rent > 0)) return null;
  const deposit = listing.deposit_price != null && listing.deposit_price > 0 ? listing.deposit_price : null;
  const security = listing.insurance_fee != null && listing.insurance_fee > 0 ? listing.insurance_fee : null;
  const deposits = (deposit ?? 0) + (security ?? 0);
  return {
    first_month: rent,
    deposit,
    security_deposit: security,
    total: rent + deposits,
    deposit_months: deposits > 0 ? Math.round((deposits / rent) * 10) / 10 : null,
  };
}

// Compare.

/** Listings compared side by side at most: four columns still fit a laptop screen. */
export const COMPARE_MAX = 4;

/** The ids of `/compare?ids=1,2,3`: positive whole numbers, first COMPARE_MAX distinct, in order. */
export function parseCompareIds(value: string | null | undefined): number[] {
  const ids: number[] = [];
  for (const part of (value ?? '').split(',')) {
    const id = Number(part.trim());
    if (Number.isInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
    if (ids.length === COMPARE_MAX) break;
  }
  return ids;
}

export const comparePath = (ids: readonly number[]) => `/compare?ids=${ids.join(',')}`;

import { describe, expect, it } from 'vitest';
import {
  COMPARE_MAX,
  MORTGAGE_DEFAULTS,
  median,
  monthlyPayment,
  mortgagePlan,
  moveInCost,
  parseCompareIds,
  percentFromMedian,
  pricePerSqm,
  priceStanding,
} from '../src/decide.js';

describe('monthlyPayment (annuity)', () => {
  it('matches published amortisation tables', () => {
    // 100,000 at 6 % over 30 years: 599.55 a month (every amortisation table)
    expect(monthlyPayment(100_000, 6, 30)).toBe(599.55);
    // 200,000 at 5 % over 30 years: 1,073.64
    expect(monthlyPayment(200_000, 5, 30)).toBe(1073.64);
    // 1,000,000 at 3 % over 15 years: 6,905.82
    expect(monthlyPayment(1_000_000, 3, 15)).toBe(6905.82);
  });

  it('divides evenly at no interest and pays nothing on no loan', () => {
    expect(monthlyPayment(120_000, 0, 10)).toBe(1000);
    expect(monthlyPayment(0, 6, 30)).toBe(0);
    expect(monthlyPayment(100_000, 6, 0)).toBe(0);
  });

  it('repays the loan exactly: the payments discounted at the rate sum to the principal', () => {
    const principal = 3_150_000;
    const payment = monthlyPayment(principal, MORTGAGE_DEFAULTS.annual_rate_percent, MORTGAGE_DEFAULTS.years);
    let balance = principal;
    for (let month = 0; month < MORTGAGE_DEFAULTS.years * 12; month++) balance = balance * (1 + MORTGAGE_DEFAULTS.annual_rate_percent / 1200) - payment;
    expect(Math.abs(balance)).toBeLessThan(20); // the satang rounded over 360 months
  });
});

describe('mortgagePlan', () => {
  it('borrows the share, leaves the rest as the down payment and sums the interest', () => {
    const plan = mortgagePlan(3_500_000, { loan_share_percent: 90, years: 30, annual_rate_percent: 6 });
    expect(plan.loan).toBe(3_150_000);
    expect(plan.down_payment).toBe(350_000);
    expect(plan.monthly).toBe(18_885.84); // 3,150,000 × 0.0059955…
    expect(plan.total_interest).toBe(Math.round(18_885.84 * 360 - 3_150_000));
  });
});

describe('price per m² and the median', () => {
  it('divides and rounds, null without an area or a price', () => {
    expect(pricePerSqm(3_500_000, 35)).toBe(100_000);
    expect(pricePerSqm(15_000, 28)).toBe(536);
    expect(pricePerSqm(15_000, 0)).toBeNull();
    expect(pricePerSqm(null, 30)).toBeNull();
    expect(pricePerSqm(15_000, null)).toBeNull();
  });

  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('says how far from the median a price stands', () => {
    expect(percentFromMedian(110, 100)).toBe(10);
    expect(percentFromMedian(80, 100)).toBe(-20);
    expect(priceStanding(104, 100)).toBe('near');
    expect(priceStanding(90, 100)).toBe('below');
    expect(priceStanding(120, 100)).toBe('above');
  });
});

describe('moveInCost', () => {
  it('adds the first month, the deposit and the security deposit the listing states', () => {
    expect(moveInCost({ rent_price: 15_000, deposit_price: 30_000, insurance_fee: 15_000 })).toEqual({
      first_month: 15_000,
      deposit: 30_000,
      security_deposit: 15_000,
      total: 60_000,
      deposit_months: 3,
    });
  });

  it('leaves out what the listing does not state, and is nothing without a rent', () => {
    expect(moveInCost({ rent_price: 12_000, deposit_price: null, insurance_fee: 0 })).toEqual({
      first_month: 12_000,
      deposit: null,
      security_deposit: null,
      total: 12_000,
      deposit_months: null,
    });
    expect(moveInCost({ rent_price: null, deposit_price: 30_000, insurance_fee: null })).toBeNull();
  });
});

describe('parseCompareIds', () => {
  it('keeps the first distinct positive ids, at most COMPARE_MAX', () => {
    expect(parseCompareIds('3,1,3,x,-2,0,7,9,11')).toEqual([3, 1, 7, 9]);
    expect(parseCompareIds('3,1,3,x,-2,0,7,9,11')).toHaveLength(COMPARE_MAX);
    expect(parseCompareIds(null)).toEqual([]);
    expect(parseCompareIds('1.5, 2')).toEqual([2]);
  });
});

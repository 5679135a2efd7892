import { MORTGAGE_LIMITS, PRICE_INSIGHT_KINDS } from '@baandee/domain';
import { z } from './error-map.js';

/** Help to decide (issue #35, docs/decisions/058): the price insight of a listing page and the mortgage calculator's defaults. */

/** One offer's price per m² against the median of its district's published listings of the same type and bedrooms. */
export const priceInsight = z.object({
  kind: z.enum(PRICE_INSIGHT_KINDS),
  price_per_sqm: z.number().meta({ description: 'Baht per m² of this listing' }),
  area_median_price_per_sqm: z.number().nullable().meta({ description: 'The median of the group; null under PRICE_INSIGHT_MIN_SAMPLE listings' }),
  area_sample_size: z.number().int().meta({ description: 'Published listings in the group (this one included when published)' }),
});
export type PriceInsight = z.infer<typeof priceInsight>;

const percent = (limits: { min: number; max: number }, message: string) =>
  z.coerce.number({ message: 'must be a number' }).min(limits.min, message).max(limits.max, message);

/** PUT api/admin/mortgage-settings */
export const mortgageSettingsBody = z.object({
  loan_share_percent: percent(MORTGAGE_LIMITS.loan_share_percent, 'loan share out of range'),
  years: z.coerce
    .number({ message: 'must be a number' })
    .int('loan years out of range')
    .min(MORTGAGE_LIMITS.years.min, 'loan years out of range')
    .max(MORTGAGE_LIMITS.years.max, 'loan years out of range'),
  annual_rate_percent: percent(MORTGAGE_LIMITS.annual_rate_percent, 'interest rate out of range'),
});
export type MortgageSettingsBody = z.input<typeof mortgageSettingsBody>;

/** GET api/mortgage-settings: the calculator's defaults, and whether an admin set them. */
export const mortgageSettingsResult = z.object({
  loan_share_percent: z.number(),
  years: z.number().int(),
  annual_rate_percent: z.number(),
  source: z.enum(['admin', 'default']).meta({ description: 'admin: saved on the admin screen; default: the documented defaults (docs/decisions/058)' }),
  updated_at: z.string().nullable(),
});
export type MortgageSettingsResult = z.infer<typeof mortgageSettingsResult>;

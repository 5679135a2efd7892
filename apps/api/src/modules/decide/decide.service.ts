import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { MortgageSettingsResult, PriceInsight, mortgageSettingsBody, z } from '@baandee/contracts';
import { LISTING_SELL_TYPE, MORTGAGE_DEFAULTS, PRICE_INSIGHT_MIN_SAMPLE, pricePerSqm, type ListingSellType, type PriceInsightKind } from '@baandee/domain';
import type { DB } from '../../db/schema.js';
import { audited, type AdminActor } from '../audit/audit.service.js';
import { createDecideRepository, type DecideQueries } from './decide.repository.js';

export type { PriceGroup } from './decide.repository.js';

/** The group medians (`groupMedians`) read through this handle: for scoring inside another module's transaction (docs/decisions/065). */
export const groupMediansOn = (db: Kysely<DB>): Pick<DecideQueries, 'groupMedians'> => ({ groupMedians: createDecideRepository(db).groupMedians });

/** What a listing page's price insight reads of the listing. */
export interface PricedListing {
  sell_type: ListingSellType | null;
  district_id: number | null;
  estate_type_id: number | null;
  total_bedroom: number;
  area_size: string | number | null;
  sell_price: string | number | null;
  rent_price: string | number | null;
}

/** The offers a listing has, the sale first (the `price_per_sqm` of the page names the first). */
function offers(sellType: ListingSellType | null): PriceInsightKind[] {
  if (sellType === LISTING_SELL_TYPE.sell) return ['sell'];
  if (sellType === LISTING_SELL_TYPE.rent) return ['rent'];
  if (sellType === LISTING_SELL_TYPE.both) return ['sell', 'rent'];
  return [];
}

const asNumber = (value: string | number | null) => (value === null ? null : Number(value));

/**
 * Each offer's price per m² against the median of its group (docs/decisions/058): sale and
 * rent separately; the median only from PRICE_INSIGHT_MIN_SAMPLE listings up; none for an
 * offer without a price or a listing without an area, district or type.
 */
export async function priceInsights(repo: Pick<DecideQueries, 'groupMedian'>, listing: PricedListing): Promise<PriceInsight[]> {
  const area = asNumber(listing.area_size);
  const { district_id, estate_type_id } = listing;
  const priced = offers(listing.sell_type).flatMap((kind) => {
    const perSqm = pricePerSqm(asNumber(kind === 'sell' ? listing.sell_price : listing.rent_price), area);
    return perSqm === null ? [] : [{ kind, perSqm }];
  });
  return Promise.all(
    priced.map(async ({ kind, perSqm }): Promise<PriceInsight> => {
      const group = district_id === null || estate_type_id === null ? null : await repo.groupMedian(kind, { district_id, estate_type_id, total_bedroom: listing.total_bedroom });
      const enough = group !== null && group.median !== null && group.sample_size >= PRICE_INSIGHT_MIN_SAMPLE;
      return {
        kind,
        price_per_sqm: perSqm,
        area_median_price_per_sqm: enough ? Math.round(group.median!) : null,
        area_sample_size: group?.sample_size ?? 0,
      };
    }),
  );
}

/** The listing page's named fields: the first offer's insight (the sale's for a sale-and-rent listing). */
export function headlineInsight(insights: readonly PriceInsight[]) {
  const first = insights[0];
  return {
    price_per_sqm: first?.price_per_sqm ?? null,
    area_median_price_per_sqm: first?.area_median_price_per_sqm ?? null,
    area_sample_size: first?.area_sample_size ?? 0,
    price_insights: [...insights],
  };
}

/** GET api/mortgage-settings: what an admin saved, else the documented defaults. */
export async function getMortgageSettings(app: Pick<FastifyInstance, 'decideRepository'>): Promise<MortgageSettingsResult> {
  const saved = await app.decideRepository.mortgageSettings();
  if (!saved) return { ...MORTGAGE_DEFAULTS, source: 'default', updated_at: null };
  return {
    loan_share_percent: Number(saved.loan_share_percent),
    years: saved.years,
    annual_rate_percent: Number(saved.annual_rate_percent),
    source: 'admin',
    updated_at: saved.updated_at.toISOString(),
  };
}

/** PUT api/admin/mortgage-settings: the calculator's defaults from now on, in the audit trail. */
export async function saveMortgageSettings(
  app: Pick<FastifyInstance, 'auditRepository' | 'db' | 'decideRepository'>,
  admin: AdminActor,
  body: z.output<typeof mortgageSettingsBody>,
): Promise<MortgageSettingsResult> {
  await app.db.transaction().execute((trx: Kysely<DB>) =>
    audited(app, trx, admin, { action: 'mortgage.save', table: 'mortgage_settings', id: true }, () =>
      app.decideRepository.in(trx).saveMortgageSettings({ ...body, updated_by: admin.id }),
    ),
  );
  return getMortgageSettings(app);
}

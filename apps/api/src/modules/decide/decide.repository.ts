import { sql, type Kysely } from 'kysely';
import { ROOM_COUNT_CAP, type PriceInsightKind } from '@baandee/domain';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';

/** The group a listing's price per m² is compared within: its district, type and bedrooms ("4+" as one). */
export interface PriceGroup {
  district_id: number;
  estate_type_id: number;
  total_bedroom: number;
}

/** The price insight's median (migration 0028) and the mortgage calculator's saved defaults. */
export function createDecideRepository(db: Kysely<DB>) {
  /**
   * The median price per m² of one offer among the published listings of each group, and
   * how many there are, in the groups' order: one walk of each group in its partial index
   * (the expressions below are the index's, so the planner matches them), all in one statement.
   */
  async function groupMedians(kind: PriceInsightKind, groups: readonly PriceGroup[]): Promise<{ sample_size: number; median: number | null }[]> {
    if (groups.length === 0) return [];
    const column = sql.ref(`s.${kind}_per_sqm`);
    const { rows } = await sql<{ sample_size: number; median: string | null }>`
      select m.sample_size, m.median
      from unnest(${sql.val(groups.map((group) => group.district_id))}::int[], ${sql.val(groups.map((group) => group.estate_type_id))}::int[],
                  ${sql.val(groups.map((group) => Math.min(group.total_bedroom, ROOM_COUNT_CAP)))}::int[]) with ordinality as g (district_id, estate_type_id, bedrooms, i)
      cross join lateral (
        select count(*)::int as sample_size, percentile_cont(0.5) within group (order by ${column}) as median
        from listing_search s
        where s.district_id = g.district_id and s.estate_type_id = g.estate_type_id
          and least(s.total_bedroom, ${sql.lit(ROOM_COUNT_CAP)}) = g.bedrooms and ${column} is not null
      ) m
      order by g.i`.execute(db);
    return rows.map((row) => ({ sample_size: row.sample_size, median: row.median === null ? null : Number(row.median) }));
  }

  return {
    groupMedians,

    /** One group's median (groupMedians of one). */
    async groupMedian(kind: PriceInsightKind, group: PriceGroup): Promise<{ sample_size: number; median: number | null }> {
      const [median] = await groupMedians(kind, [group]);
      return median!;
    },

    mortgageSettings: () =>
      db.selectFrom('mortgage_settings').select(['loan_share_percent', 'years', 'annual_rate_percent', 'updated_at']).executeTakeFirst(),

    saveMortgageSettings: (values: { loan_share_percent: number; years: number; annual_rate_percent: number; updated_by: number }) =>
      db
        .insertInto('mortgage_settings')
        .values({ id: true, ...values })
        .onConflict((conflict) => conflict.column('id').doUpdateSet(values))
        .execute(),
  };
}

export type DecideQueries = ReturnType<typeof createDecideRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    decideRepository: Repository<DecideQueries>;
  }
}

export const decideRepositoryPlugin = repositoryPlugin('decide', 'decideRepository', createDecideRepository);

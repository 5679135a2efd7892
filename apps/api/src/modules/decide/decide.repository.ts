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
  return {
    /**
     * The median price per m² of one offer among the published listings of a group, and
     * how many there are: one walk of the group in its partial index (the expressions
     * below are the index's, so the planner matches them).
     */
    async groupMedian(kind: PriceInsightKind, group: PriceGroup): Promise<{ sample_size: number; median: number | null }> {
      const column = sql.ref(`${kind}_per_sqm`);
      const row = await db
        .selectFrom('listing_search')
        .select([
          sql<number>`count(*)::int`.as('sample_size'),
          sql<string | null>`percentile_cont(0.5) within group (order by ${column})`.as('median'),
        ])
        .where('district_id', '=', group.district_id)
        .where('estate_type_id', '=', group.estate_type_id)
        .where(sql<boolean>`least(total_bedroom, ${sql.lit(ROOM_COUNT_CAP)}) = ${Math.min(group.total_bedroom, ROOM_COUNT_CAP)}`)
        .where(sql<boolean>`${column} is not null`)
        .executeTakeFirstOrThrow();
      return { sample_size: row.sample_size, median: row.median === null ? null : Number(row.median) };
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

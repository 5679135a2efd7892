import { sql, type Kysely } from 'kysely';
import { ENHANCE_PACKAGE_CODE, type EnhanceSubject } from '@baandee/domain';
import { repositoryPlugin, type Repository } from '../../db/repository.js';
import type { DB } from '../../db/schema.js';

/** The enhancement ledger, per listing, and the enhanced photos with their originals (migration 0023). */
export function createEnhanceRepository(db: Kysely<DB>) {
  const enhancements = () =>
    db
      .selectFrom('listing_image_enhancements as e')
      .innerJoin('listing_images as n', 'n.url', 'e.url')
      .innerJoin('listing_images as o', 'o.url', 'e.original_url')
      .select(['e.listing_id', 'e.user_id', 'e.url', 'n.thumb_url', 'n.large_url', 'e.original_url', 'o.thumb_url as original_thumb_url', 'o.large_url as original_large_url']);
  return {
    /** The enhancement a URL is the original or the result of. */
    enhancementOf: (url: string) => enhancements().where((eb) => eb.or([eb('e.url', '=', url), eb('e.original_url', '=', url)])).executeTakeFirst(),

    /** The listing's enhanced photos, oldest first. */
    enhancementsOf: (listingId: number) => enhancements().where('e.listing_id', '=', listingId).orderBy('e.id').execute(),

    /** A photo of this user's that is the listing's or still free (the form's photo step before it is saved). */
    usablePhoto: (userId: number, listingId: number, url: string) =>
      db
        .selectFrom('listing_images')
        .select(['url', 'thumb_url', 'large_url'])
        .where('url', '=', url)
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('listing_id', 'is', null), eb('listing_id', '=', listingId)]))
        .executeTakeFirst(),

    /** The user's first approved purchase of the package that gives five enhancements per listing, if any. */
    async packagePayment(userId: number): Promise<string | null> {
      const row = await db
        .selectFrom('payments as p')
        .innerJoin('packages as k', 'k.id', 'p.package_id')
        .select('p.id')
        .where('p.user_id', '=', userId)
        .where('p.kind', '=', 'purchase')
        .where('p.status', '=', 'approved')
        .where('k.code', '=', ENHANCE_PACKAGE_CODE)
        .orderBy('p.id')
        .limit(1)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    /** Enhancements used on the listing (photos paid for). */
    async usedOn(listingId: number): Promise<number> {
      const row = await db
        .selectFrom('enhancement_transactions')
        .select(sql<string>`coalesce(sum(amount), 0)`.as('used'))
        .where('listing_id', '=', listingId)
        .where('type', '=', 'used')
        .executeTakeFirstOrThrow();
      return Number(row.used);
    },

    /** A grant (the trial, or the package's), at most once per listing by a unique index; a second call, a concurrent one too, adds nothing. */
    async grantOnce(grant: { listingId: number; userId: number; kind: Extract<EnhanceSubject, 'trial' | 'package'>; amount: number; subjectId?: string | null }): Promise<void> {
      if (grant.amount <= 0) return;
      await db
        .insertInto('enhancement_transactions')
        .values({ listing_id: grant.listingId, user_id: grant.userId, type: 'got', amount: grant.amount, subject_kind: grant.kind, subject_id: grant.subjectId ?? null })
        .onConflict((conflict) => conflict.columns(['listing_id', 'subject_kind']).where('subject_kind', 'in', ['trial', 'package']).doNothing())
        .execute();
    },

    /**
     * One enhancement used for a photo (its original URL). The trigger moves the balance in
     * the same statement; its CHECK refuses the spend past zero (check_violation on
     * enhancement_balances_balance_check).
     */
    spend: (spend: { listingId: number; userId: number; originalUrl: string }) =>
      db
        .insertInto('enhancement_transactions')
        .values({ listing_id: spend.listingId, user_id: spend.userId, type: 'used', amount: 1, subject_kind: 'photo', subject_id: spend.originalUrl })
        .execute(),

    async balance(listingId: number): Promise<number> {
      const row = await db.selectFrom('enhancement_balances').select('balance').where('listing_id', '=', listingId).executeTakeFirst();
      return row?.balance ?? 0;
    },

    /** Records the enhanced photo against its original; answers false when the original already has one (a concurrent click won). */
    async insertEnhancement(values: { listing_id: number; user_id: number; original_url: string; url: string }): Promise<boolean> {
      const row = await db
        .insertInto('listing_image_enhancements')
        .values(values)
        .onConflict((conflict) => conflict.column('original_url').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type EnhanceQueries = ReturnType<typeof createEnhanceRepository>;
export type EnhanceRepository = Repository<EnhanceQueries>;
export type EnhancementRow = NonNullable<Awaited<ReturnType<EnhanceQueries['enhancementOf']>>>;

declare module 'fastify' {
  interface FastifyInstance {
    enhanceRepository: EnhanceRepository;
  }
}

export const enhanceRepositoryPlugin = repositoryPlugin('enhance', 'enhanceRepository', createEnhanceRepository);

import type { FastifyInstance } from 'fastify';
import { audited, type AdminActor } from '../audit/audit.service.js';
import type { adminPackage, CreditInfo, CreditPackage, packageStoreBody, z } from '@baandee/contracts';
import { RESULTS_PER_PAGE, SATANG_PER_BAHT, satangToBahtText, type CreditTransactionType } from '@baandee/domain';
import { isUniqueViolation } from '../../db/errors.js';
import { alreadyInUse, packageNotAvailable } from '../../lib/errors.js';
import { pageOf } from '../../lib/pagination.js';
import type { AuthUser } from '../../plugins/auth.plugin.js';
import type { PackageRow } from './credits.repository.js';

type AdminPackage = z.infer<typeof adminPackage>;

/** GET api/credit-info: the balance (the ledger's sum) and a page of the ledger, newest first. */
export async function getCreditInfo(app: Pick<FastifyInstance, 'creditsRepository'>, user: AuthUser, type: 'all' | CreditTransactionType, page: number): Promise<CreditInfo> {
  const [credit, { total, rows }] = await Promise.all([
    app.creditsRepository.ledgerSum(user.id),
    app.creditsRepository.history(user.id, type === 'all' ? null : type, page, RESULTS_PER_PAGE),
  ]);
  return {
    credit,
    history: pageOf(
      rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
      total,
      page,
    ),
  };
}

export function toPackage(row: PackageRow): CreditPackage {
  return {
    id: row.id,
    code: row.code,
    headPrice: row.price_satang / SATANG_PER_BAHT,
    price_satang: row.price_satang,
    price: satangToBahtText(row.price_satang),
    credits: row.credits,
    details: { th: row.details_th, en: row.details_en },
  };
}

const toAdminPackage = (row: PackageRow): AdminPackage => ({ ...toPackage(row), active: row.active, created_at: row.created_at.toISOString() });

export async function listPackages(app: Pick<FastifyInstance, 'creditsRepository'>): Promise<CreditPackage[]> {
  return (await app.creditsRepository.activePackages()).map(toPackage);
}

export async function listAllPackages(app: Pick<FastifyInstance, 'creditsRepository'>): Promise<AdminPackage[]> {
  return (await app.creditsRepository.allPackages()).map(toAdminPackage);
}

/** POST api/admin/package/store: a new package, or an edit by id. A code another package has: 409 'already in use'. */
export async function storePackage(app: Pick<FastifyInstance, 'auditRepository' | 'creditsRepository' | 'db'>, admin: AdminActor, body: z.infer<typeof packageStoreBody>): Promise<AdminPackage> {
  const { id, ...values } = body;
  try {
    const row = await app.db.transaction().execute((trx) =>
      audited(app, trx, admin, { action: 'package.save', table: 'packages', id }, async () => {
        const repo = app.creditsRepository.in(trx);
        const written = id === undefined ? await repo.insertPackage(values) : await repo.updatePackage(id, values);
        if (!written) throw packageNotAvailable();
        return written;
      }),
    );
    return toAdminPackage(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyInUse('code');
    throw error;
  }
}

import type { FastifyInstance } from 'fastify';
import type { DashboardLeads } from '@baandee/contracts';
import { slugId } from '@baandee/domain';
import { notFound } from '../../lib/errors.js';

/** GET api/dashboard/leads: the contact-owner messages about the owner's listings (DESIGN 4.9), newest first. */
export async function getLeads(app: Pick<FastifyInstance, 'leadsRepository'>, ownerId: number, query: { page: number; per_page: number; filter: 'all' | 'unread' }): Promise<DashboardLeads> {
  const repo = app.leadsRepository;
  const [rows, counts] = await Promise.all([
    repo.ownerPage(ownerId, { unreadOnly: query.filter === 'unread', limit: query.per_page, offset: (query.page - 1) * query.per_page }),
    repo.ownerCounts(ownerId),
  ]);
  const total = query.filter === 'unread' ? counts.unread : counts.total;
  return {
    data: rows.map((row) => ({
      id: row.id,
      announce_id: row.listing_id,
      announce_title: row.announce_title,
      slug_id: slugId(row.announce_title, row.listing_id),
      name: row.name,
      email: row.email,
      phone: row.phone,
      message: row.message,
      created_at: row.created_at.toISOString(),
      read: row.read_at !== null,
    })),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
    per_page: query.per_page,
    total,
    unread: counts.unread,
  };
}

/** PUT api/dashboard/leads/read/{id}: another owner's lead is answered as none, so its existence tells nothing. */
export async function readLead(app: Pick<FastifyInstance, 'leadsRepository'>, ownerId: number, leadId: string): Promise<{ id: string; read: true; unread: number }> {
  if (!(await app.leadsRepository.markRead(ownerId, leadId))) throw notFound();
  const { unread } = await app.leadsRepository.ownerCounts(ownerId);
  return { id: leadId, read: true, unread };
}

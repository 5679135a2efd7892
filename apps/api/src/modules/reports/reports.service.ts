import type { FastifyInstance } from 'fastify';
import type { AdminReport, ReportBody, adminReportResult, resolveReportResult, z } from '@baandee/contracts';
import { RESULTS_PER_PAGE, SCAM_REPORTS_TO_HOLD, nextListingStatus, slugId, type ReportAction, type ReportReason, type ReportStatus } from '@baandee/domain';
import { badInput, listingMissing, reportClosed, reportMissing, wrongState } from '../../lib/errors.js';
import { audited, type AdminActor } from '../audit/audit.service.js';
import { suspendIn, toReportLine } from '../admin/admin-users.service.js';
import { isBoosted } from '../listings/listing-mappers.js';
import { notify } from '../notifications/index.js';

/**
 * Reports from visitors (docs/decisions/046). Anyone may report a published listing;
 * SCAM_REPORTS_TO_HOLD open "scam" reports take it off the site until an admin decides.
 * An admin's decision closes every open report of the listing, tells the owner what to
 * correct (ask_fix, unpublish, ban_listing) and tells each signed-in reporter the outcome.
 */


export async function reportListing(app: FastifyInstance, listingId: number, reporterId: number | null, body: { reason: ReportReason; message: string }) {
  await app.db.transaction().execute(async (trx) => {
    const repo = app.reportsRepository.in(trx);
    const listing = await repo.reportable(listingId);
    if (!listing) throw listingMissing();
    await repo.insert({ listing_id: listingId, reporter_id: reporterId, reason: body.reason, message: body.message });
    if (body.reason === 'scam' && (await repo.openCount(listingId, 'scam')) >= SCAM_REPORTS_TO_HOLD && (await repo.hold(listingId))) {
      await app.searchRepository.in(trx).refresh([listingId]);
    }
  });
  return { reported: true as const };
}
export type { ReportBody };

const person = (id: number | null, email: string | null, firstname: string | null, lastname: string | null) =>
  id === null ? null : { id, email, firstname, lastname };

export async function listReports(app: FastifyInstance, status: ReportStatus, page: number): Promise<z.infer<typeof adminReportResult>> {
  const repo = app.reportsRepository;
  const { total, rows } = await repo.page(status, page, RESULTS_PER_PAGE);
  const owners = [...new Set(rows.map((row) => row.owner_id))];
  const [listings, reports] = await Promise.all([repo.listingsOf(owners), repo.reportsAboutOwners(owners)]);
  const data: AdminReport[] = rows.map((row) => ({
    ...toReportLine(row),
    reporter: person(row.reporter_id, row.reporter_email, row.reporter_firstname, row.reporter_lastname),
    listing: {
      id: row.listing_id,
      slug_id: slugId(row.announce_title, row.listing_id),
      announce_title: row.announce_title,
      status: row.listing_status,
      held: row.held_at !== null,
      owner: {
        id: row.owner_id,
        email: row.owner_email,
        firstname: row.owner_firstname,
        lastname: row.owner_lastname,
        suspended: row.owner_suspended_at !== null,
      },
    },
    owner_listings: listings
      .filter((listing) => listing.user_id === row.owner_id && listing.id !== row.listing_id)
      .slice(0, 20)
      .map((listing) => ({
        id: listing.id,
        slug_id: slugId(listing.announce_title, listing.id),
        announce_title: listing.announce_title,
        status: listing.status,
        held: listing.held_at !== null,
      })),
    earlier_reports: reports
      .filter((report) => report.owner_id === row.owner_id && report.id !== row.id)
      .slice(0, 20)
      .map(({ owner_id: _owner, ...report }) => toReportLine(report)),
  }));
  return { data, current_page: page, last_page: Math.max(1, Math.ceil(total / RESULTS_PER_PAGE)), per_page: RESULTS_PER_PAGE, total };
}

/** The note is what the owner is told, or the suspension's reason: only a dismissal goes without one. */
const NOTE_REQUIRED: ReadonlySet<ReportAction> = new Set(['ask_fix', 'unpublish', 'ban_listing', 'suspend_owner']);

export async function resolveReport(
  app: FastifyInstance,
  admin: AdminActor,
  id: number,
  body: { action: ReportAction; note: string },
): Promise<z.infer<typeof resolveReportResult>> {
  const note = body.note.trim();
  if (NOTE_REQUIRED.has(body.action) && note === '') throw badInput({ note: ['required'] });
  return app.db.transaction().execute(async (trx) => {
    const reports = app.reportsRepository.in(trx);
    const report = await reports.findForUpdate(id);
    if (!report) throw reportMissing();
    if (report.status !== 'open') throw reportClosed();
    const listings = app.listingsRepository.in(trx);
    const row = await listings.findForUpdate(report.listing_id);
    if (!row) throw reportMissing();
    const listing = { id: row.id, title: row.announce_title };
    let status = row.status;
    // the report's row in the trail; a ban or a suspension also gets its own row on its subject, with the same request id
    const closed = await audited(app, trx, admin, { action: 'report.resolve', table: 'listing_reports', id }, async () => {
    switch (body.action) {
      case 'dismiss':
        break;
      case 'ask_fix':
        await notify(app, { userId: row.user_id, event: 'listing_fix_requested', data: { listing, note } }, trx);
        break;
      case 'unpublish': {
        if (row.status !== 'publish') throw wrongState();
        status = (await listings.update(row.id, { status: 'un-publish', moderation_reason: note })).status;
        await notify(app, { userId: row.user_id, event: 'listing_unpublished', data: { listing, note } }, trx);
        break;
      }
      case 'ban_listing': {
        const next = nextListingStatus(row.status, 'ban', { trustedOwner: false, boosted: isBoosted(row) });
        if (next === null) throw wrongState();
        status = (
          await audited(app, trx, admin, { action: 'listing.ban', table: 'listings', id: row.id }, () =>
            listings.update(row.id, { status: next, moderation_reason: note, expires_at: null }),
          )
        ).status;
        await listings.insertModeration({ listing_id: row.id, admin_id: admin.id, action: 'ban', reason: note });
        await notify(app, { userId: row.user_id, event: 'listing_banned', data: { listing, reason: note } }, trx);
        break;
      }
      case 'suspend_owner':
        await suspendIn(app, trx, admin, row.user_id, note);
        break;
    }
    // reviewed: no longer held for its reports (what the decision took off the site stays off)
    await reports.release(row.id);
    return reports.closeOpen(row.id, { action: body.action, note: note || null, resolved_by: admin.id });
    }, (closedReports) => ({ listing: { id: row.id, status_before: row.status, status_after: status }, closed: closedReports.map((report) => report.id).sort((a, b) => a - b) }));
    await app.searchRepository.in(trx).refresh([row.id]);
    const reporters = new Set(closed.map((report) => report.reporter_id).filter((reporter): reporter is number => reporter !== null));
    for (const userId of reporters) {
      await notify(app, { userId, event: 'report_closed', data: { listing, acted: body.action !== 'dismiss' } }, trx);
    }
    return { id, action: body.action, closed: closed.map((report) => report.id).sort((a, b) => a - b), listing_status: status };
  });
}

import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PRODUCT_NAME } from '@baandee/domain';
import { zipStream, type ZipStream } from '../../lib/zip-stream.js';
import type { AuthUser } from '../../plugins/auth.plugin.js';
import { getNotificationSettings } from '../users/settings.service.js';

/** Names the format of data.json, so a reader can tell versions apart. */
export const EXPORT_FORMAT = 'baandee-account-export/1';

/** A picture of ours to put in the archive under `file`, with the URL it was served at. */
interface Picture {
  key: string;
  file: string;
}

/** Collects the pictures the data names: each gets a path under images/ and the data says it. */
function pictureList(app: Pick<FastifyInstance, 'storage'>) {
  const pictures: Picture[] = [];
  return {
    pictures,
    /** The archive path of the picture at this URL (or storage key), or null when it is not one of ours. */
    add(urlOrKey: string | null, file: string, isKey = false): string | null {
      if (!urlOrKey) return null;
      const key = isKey ? urlOrKey : app.storage.keyOf(urlOrKey);
      if (!key) return null;
      const name = `images/${file}${path.extname(key)}`;
      pictures.push({ key, file: name });
      return name;
    },
  };
}

/** Everything stored about the user, as data.json holds it, and the pictures to add beside it. */
export async function collectAccountData(app: Pick<FastifyInstance, 'privacyRepository' | 'settingsRepository' | 'storage'>, user: AuthUser) {
  const repo = app.privacyRepository;
  const id = user.id;
  const profile = await repo.profile(id);
  const list = pictureList(app);
  const [sessions, pendingLinks, consents, line, listings, images, stations, places, furniture, facilities] = await Promise.all([
    repo.sessions(id),
    repo.pendingLinks(id),
    repo.consents(id),
    repo.lineAccount(id),
    repo.listings(id),
    repo.images(id),
    repo.stations(id),
    repo.places(id),
    repo.furniture(id),
    repo.facilities(id),
  ]);
  const [savedSearches, savedSearchAlerts, savedSearchMatches] = await Promise.all([repo.savedSearches(id), repo.savedSearchAlerts(id), repo.savedSearchMatches(id)]);
  const [moderations, priceChanges, favorites, leadsSent, leadsReceived, balance, ledger, payments, slips, boosts, searches, settings] =
    await Promise.all([
      repo.moderations(id),
      repo.priceChanges(id),
      repo.favorites(id),
      repo.leadsSent(id, profile?.email ?? null),
      repo.leadsReceived(id),
      repo.balance(id),
      repo.ledger(id),
      repo.payments(id),
      repo.slips(id),
      repo.boosts(id),
      repo.searches(id),
      getNotificationSettings(app, id),
    ]);

  const ofListing = <T extends { listing_id: number | null }>(rows: T[], listingId: number | null) =>
    rows.filter((row) => row.listing_id === listingId).map(({ listing_id: _, ...rest }) => rest);
  // one file per photo: its largest size (the others are smaller copies of it)
  const photos = images.map((image) => ({ ...image, file: list.add(image.large_url, `listings/${image.listing_id ?? 'unattached'}/${image.id}`) }));

  const data = {
    format: EXPORT_FORMAT,
    product: PRODUCT_NAME,
    exported_at: new Date().toISOString(),
    profile: profile && { ...profile, profile_image_file: list.add(profile.profile_img_path, 'profile') },
    notification_settings: settings,
    cookie_consents: consents,
    sessions: sessions.map((session) => ({ ...session, current: session.id === user.session_id })),
    pending_mail_links: pendingLinks,
    line: line ? { ...line, friend: profile?.line_friend_status ?? false } : null,
    listings: listings.map((listing) => ({
      ...listing,
      photos: ofListing(photos, listing.id),
      stations: ofListing(stations, listing.id),
      places: ofListing(places, listing.id),
      furniture_ids: furniture.filter((row) => row.listing_id === listing.id).map((row) => row.furniture_id),
      facility_ids: facilities.filter((row) => row.listing_id === listing.id).map((row) => row.facility_id),
      moderation: ofListing(moderations, listing.id),
      price_changes: ofListing(priceChanges, listing.id),
    })),
    photos_not_in_a_listing: ofListing(photos, null),
    favourites: favorites,
    leads_sent: leadsSent,
    leads_received: leadsReceived,
    credits: { balance, ledger },
    payments: payments.map((payment) => ({
      ...payment,
      slips: slips
        .filter((slip) => slip.payment_id === payment.id)
        .map(({ storage_key, payment_id: _, ...slip }) => ({ ...slip, file: list.add(storage_key, `slips/${payment.id}-${slip.id}`, true) })),
    })),
    boosts,
    searches,
    saved_searches: savedSearches.map((saved) => ({
      ...saved,
      alerts: savedSearchAlerts.filter((alert) => alert.saved_search_id === saved.id).map(({ saved_search_id: _, ...alert }) => alert),
      matched_listings: savedSearchMatches.filter((match) => match.saved_search_id === saved.id).map(({ saved_search_id: _, ...match }) => match),
    })),
  };
  return { data, pictures: list.pictures };
}

type AccountData = Awaited<ReturnType<typeof collectAccountData>>;

/** The pictures, then data.json; a picture missing from storage is named in the data, not fatal. */
async function writeArchive(app: Pick<FastifyInstance, 'storage'>, zip: ZipStream, { data, pictures }: AccountData): Promise<void> {
  const missing: string[] = [];
  for (const picture of pictures) {
    const bytes = await app.storage.get(picture.key);
    if (bytes) await zip.add(picture.file, bytes, { compress: false });
    else missing.push(picture.file);
  }
  const json = JSON.stringify({ ...data, missing_files: missing }, null, 2);
  await zip.add('data.json', Buffer.from(json, 'utf8'), { compress: true });
  zip.finish();
}

/**
 * GET api/user/export: the data is read first (a failure there answers the error
 * envelope), then the archive streams as the answer. Whoever asks gets their own data:
 * the user comes from the session, never from the request.
 */
export async function sendExport(app: Pick<FastifyInstance, 'log' | 'privacyRepository' | 'settingsRepository' | 'storage'>, user: AuthUser, reply: FastifyReply): Promise<FastifyReply> {
  const collected = await collectAccountData(app, user);
  const zip = zipStream();
  writeArchive(app, zip, collected).catch((error: unknown) => {
    app.log.error({ err: error, userId: user.id }, 'data export failed');
    zip.fail(error instanceof Error ? error : new Error(String(error)));
  });
  const day = collected.data.exported_at.slice(0, 10);
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="baandee-data-${user.id}-${day}.zip"`)
    .header('cache-control', 'no-store')
    .send(zip.stream);
}

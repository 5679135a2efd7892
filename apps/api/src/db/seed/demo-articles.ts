import { sql, type Kysely } from 'kysely';
import { DAY_MS, normalizeSearchText, readingMinutes } from '@baandee/domain';
import type { DB } from '../schema.js';
import { DEMO_ARTICLES, markupToHtml } from './demo/article-texts.js';
import { renderImage, type StoredImage } from './demo/images.js';
import { seededRandom } from './demo/random.js';
import { PALETTES, sceneSvg, type SceneName } from './demo/scenes.js';
import type { SeedOptions } from './index.js';

/** The hour of the morning (Bangkok, UTC+7) the demo articles went out. */
const PUBLISH_HOUR_UTC = 2;

/**
 * Demo articles for `npm start` (DESIGN 4.16): the guides of demo/article-texts*.ts in Thai
 * and English across the seeded categories, published over the last weeks, some
 * highlighted, each with a drawn cover (a few pictures shared between them). Runs while
 * there is no article at all, so a restart costs one query.
 */
export async function seedDemoArticles(db: Kysely<DB>, options: SeedOptions): Promise<void> {
  if (!options.demo) return;
  const present = await db.selectFrom('articles').select('id').limit(1).executeTakeFirst();
  if (present) return;
  if (!options.storage) throw new Error('seed: demo articles need the storage for their pictures');
  const storage = options.storage;

  const categories = new Map((await db.selectFrom('article_categories').select(['id', 'slug']).execute()).map((c) => [c.slug, c.id]));
  const subs = new Map((await db.selectFrom('article_sub_categories').select(['id', 'category_id', 'slug']).execute()).map((s) => [`${s.category_id}/${s.slug}`, s.id]));
  const author = options.admin ? await db.selectFrom('users').select('id').where('email', '=', options.admin.email).executeTakeFirst() : undefined;

  // one drawing per scene and palette; articles sharing both share the picture (4 at a time, as the listings' pictures)
  const coverKeys = [...new Set(DEMO_ARTICLES.map(({ cover: [scene, palette] }) => `demo/article-${scene}-${palette}`))];
  const covers = new Map<string, StoredImage>();
  for (let i = 0; i < coverKeys.length; i += 4) {
    await Promise.all(
      coverKeys.slice(i, i + 4).map(async (key) => {
        const [, scene, palette] = /^demo\/article-([a-z]+)-(\d)$/.exec(key)!;
        const svg = sceneSvg(scene as SceneName, PALETTES[Number(palette) - 1]!, seededRandom(Number(palette) * 7919));
        covers.set(key, await renderImage(storage, key, svg));
      }),
    );
  }

  const today = new Date();
  today.setUTCHours(PUBLISH_HOUR_UTC, 0, 0, 0);
  const rows = DEMO_ARTICLES.flatMap((article, index) => {
    const categoryId = categories.get(article.category);
    // an admin renamed the seeded slugs before the first demo start: leave that article out
    if (categoryId === undefined) return [];
    const [scene, palette] = article.cover;
    const cover = covers.get(`demo/article-${scene}-${palette}`)!;
    const bodyTh = markupToHtml(article.th.body);
    const bodyEn = markupToHtml(article.en.body);
    const published = new Date(today.getTime() - article.daysAgo * DAY_MS - (index % 3) * 3_600_000);
    return [
      {
        category_id: categoryId,
        sub_category_id: subs.get(`${categoryId}/${article.sub}`) ?? null,
        title_th: article.th.title,
        title_en: article.en.title,
        summary_th: article.th.summary,
        summary_en: article.en.summary,
        body_th: bodyTh,
        body_en: bodyEn,
        cover_url: cover.url,
        cover_thumb_url: cover.thumb_url,
        author_id: author?.id ?? null,
        is_highlight: article.highlight,
        status: 'published' as const,
        publish_at: published,
        reading_minutes_th: readingMinutes(bodyTh),
        reading_minutes_en: readingMinutes(bodyEn),
        related_district_id: article.hint?.district ?? null,
        related_estate_type_id: article.hint?.estateType ?? null,
        search_text: normalizeSearchText([article.th.title, article.en.title, article.th.summary, article.en.summary].join(' ')),
        created_at: published,
        // the demo's last change is its publication: the sitemap's lastmod reads it
        updated_at: published as never,
      },
    ];
  });
  await db.insertInto('articles').values(rows).execute();
  await sql`analyze articles`.execute(db);
}

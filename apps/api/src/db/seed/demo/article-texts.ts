import type { SceneName } from './scenes.js';
import { RENTING_AND_BUYING } from './article-texts-renting-buying.js';
import { AREAS_AND_LIVING } from './article-texts-areas-living.js';

/** One language of a demo article; `body` is the light markup below. */
export interface DemoArticleText {
  title: string;
  summary: string;
  body: string;
}

/** A demo article: where it is filed (category and sub-category slugs), when it was published, its drawn cover. */
export interface DemoArticle {
  category: string;
  sub: string;
  highlight: boolean;
  daysAgo: number;
  /** The scene and the palette number (1-8) of its cover. */
  cover: [SceneName, number];
  hint?: { district?: number; estateType?: number };
  th: DemoArticleText;
  en: DemoArticleText;
}

export const DEMO_ARTICLES: DemoArticle[] = [...RENTING_AND_BUYING, ...AREAS_AND_LIVING];

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `## ` a heading, `- ` a list item (consecutive ones form one list), any other line a paragraph. */
export function markupToHtml(markup: string): string {
  const out: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length) out.push(`<ul>${list.map((item) => `<li>${item}</li>`).join('')}</ul>`);
    list = [];
  };
  for (const raw of markup.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('- ')) {
      list.push(escape(line.slice(2)));
      continue;
    }
    flush();
    out.push(line.startsWith('## ') ? `<h2>${escape(line.slice(3))}</h2>` : `<p>${escape(line)}</p>`);
  }
  flush();
  return out.join('');
}

import { describe, expect, it } from 'vitest';
import { articleCategoryPath, htmlText, readingMinutes } from '../src/articles.js';

describe('reading time', () => {
  it('counts Thai by characters and English by words, at least a minute', () => {
    expect(readingMinutes('<p>สั้น</p>')).toBe(1);
    expect(readingMinutes(`<p>${'ก'.repeat(900 * 4)}</p>`)).toBe(4);
    expect(readingMinutes(`<p>${'word '.repeat(220 * 3)}</p>`)).toBe(3);
    // markup is not text: a picture or a long link adds nothing
    expect(readingMinutes(`<p>${'ก'.repeat(900)}</p><img src="${'x'.repeat(5000)}">`)).toBe(1);
  });

  it('reads the visible text out of HTML', () => {
    expect(htmlText('<h2>หัวข้อ</h2><p>A&amp;B&nbsp;c</p><script>x()</script>')).toBe('หัวข้อ A&B c');
  });
});

describe('article links', () => {
  it('builds /article-category with slug ids', () => {
    expect(articleCategoryPath({ slug: 'renting', id: 1 }, { slug: 'rental-tips', id: 3 })).toBe('/article-category?category=renting-1&subcategory=rental-tips-3');
  });
});

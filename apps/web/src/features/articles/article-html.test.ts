import { describe, expect, it } from 'vitest';
import { safeArticleHtml } from './article-html';

/** The page never trusts stored article HTML: it passes the allow-list again before it renders. */
describe('safeArticleHtml', () => {
  it('drops scripts, event handlers, javascript: links, styles and frames of other hosts', () => {
    const html = safeArticleHtml(
      '<p style="color:red" onclick="x()">ข้อความ</p><script>alert(1)</script><img src="/uploads/a.webp" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">ลิงก์</a><iframe src="https://evil.example/x"></iframe>',
    );
    expect(html).not.toMatch(/script|alert|onclick|onerror|style=|javascript:|evil/);
    expect(html).toContain('<p>ข้อความ</p>');
    expect(html).toContain('<img src="/uploads/a.webp">');
  });

  it('keeps formatting, links that open a new tab without the opener, and videos of allowed hosts', () => {
    const html = safeArticleHtml('<h2>หัวข้อ</h2><p><strong>หนา</strong></p><a href="https://example.com" target="_blank">x</a><iframe src="https://www.youtube.com/embed/abc"></iframe>');
    expect(html).toContain('<h2>หัวข้อ</h2><p><strong>หนา</strong></p>');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('<iframe src="https://www.youtube.com/embed/abc"></iframe>');
  });
});

import DOMPurify from 'dompurify';
import { ARTICLE_VIDEO_HOSTS } from '@baandee/domain';

/** Video players an article may embed (the same hosts the server allows). */
const VIDEO_HOSTS = new Set<string>(ARTICLE_VIDEO_HOSTS);

/** In the browser only: the server renders the HTML its own allow-list passed (modules/seo, articlePage). */
const purifier = typeof window === 'undefined' ? null : DOMPurify(window);
purifier?.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName !== 'iframe' || !(node instanceof Element)) return;
  const src = node.getAttribute('src') ?? '';
  let allowed = false;
  try {
    const url = new URL(src);
    allowed = url.protocol === 'https:' && VIDEO_HOSTS.has(url.hostname);
  } catch {
    allowed = false;
  }
  if (!allowed) node.remove();
});
purifier?.addHook('afterSanitizeAttributes', (node) => {
  // a link opening a new tab never hands this window to the other site
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer nofollow');
});

/**
 * Article HTML as the page renders it. The server sanitised it when it was saved; the page
 * never trusts that and runs it through the same allow-list again before it reaches the DOM.
 */
export function safeArticleHtml(html: string): string {
  if (!purifier) return html;
  return purifier.sanitize(html, {
    ALLOWED_TAGS: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'mark', 'sub', 'sup', 'blockquote', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'hr', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'iframe'],
    ALLOWED_ATTR: ['href', 'title', 'target', 'rel', 'src', 'alt', 'width', 'height', 'loading', 'allowfullscreen', 'colspan', 'rowspan', 'scope', 'start'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/))/i,
    // target's value is a name, not a URL: the URL pattern must not judge it (the hook above adds the rel that makes it safe)
    ADD_URI_SAFE_ATTR: ['target'],
  });
}

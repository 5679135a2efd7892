import sanitizeHtml from 'sanitize-html';
import { ARTICLE_VIDEO_HOSTS } from '@baandee/domain';
import { isContentImageSource } from '../../lib/content-images.js';

/**
 * The allow-list article HTML passes before it is stored (and before it is served again):
 * text formatting, headings, lists, quotes, tables, links, pictures and videos of a few
 * known hosts. Everything else goes: scripts and styles with their content, event-handler
 * attributes (`onerror`), `style` and `class` attributes, `javascript:` and `data:` URLs,
 * frames of any other host, forms and embedded objects, and pictures from anywhere but
 * this site and the upload bucket (`imageOrigins`, lib/content-images.ts), which the
 * content security policy would block.
 */

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'mark', 'sub', 'sup', 'blockquote', 'ul', 'ol', 'li', 'a',
    'img', 'figure', 'figcaption', 'hr', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'title', 'width', 'height', 'allowfullscreen'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [...ARTICLE_VIDEO_HOSTS],
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title'],
  transformTags: {
    // a link that opens a new tab never hands the article's window to the other site
    a: (tagName, attribs) => {
      const external = attribs.target === '_blank';
      const { target: _target, rel: _rel, ...rest } = attribs;
      return { tagName, attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer nofollow' } : rest };
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', alt: attribs.alt ?? '' } }),
  },
};
// the transform adds these; the allow-list must keep them
OPTIONS.allowedAttributes = { ...(OPTIONS.allowedAttributes as Record<string, string[]>), img: [...(OPTIONS.allowedAttributes as Record<string, string[]>).img!, 'loading'] };

/** Article HTML reduced to the allow-list; an empty paragraph left behind is dropped too. */
export function sanitizeArticleHtml(html: string, imageOrigins: readonly string[]): string {
  return sanitizeHtml(html, { ...OPTIONS, exclusiveFilter: (frame) => frame.tag === 'img' && !isContentImageSource(frame.attribs.src, imageOrigins) })
    .replace(/<p>(?:\s|&nbsp;|<br \/>)*<\/p>/g, '')
    .trim();
}

import sanitizeHtml from 'sanitize-html';
import { isContentImageSource } from '../../lib/content-images.js';

/**
 * The allow-list the HTML of a `customize` ad passes when an admin saves it (DESIGN 4.13):
 * a banner-sized piece of text, emphasis, lists, pictures and links, with the same
 * sanitiser articles use (modules/articles/article-html.ts). Scripts and styles go with
 * their content; event attributes, `style` and `class`, frames, forms, SVG and every URL
 * scheme but http(s), mailto and tel are removed, and so are pictures from anywhere but
 * this site and the upload bucket (`imageOrigins`, lib/content-images.ts). Every link is marked sponsored and never
 * hands this window to the other site.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'a', 'img', 'p', 'div', 'span', 'br', 'hr', 'wbr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'mark', 'sub', 'sup',
    'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'figure', 'figcaption',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'iframe', 'object', 'svg', 'math', 'template', 'select', 'xmp', 'noembed', 'noframes'],
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      return { tagName, attribs: { ...rest, ...(target === '_blank' ? { target } : {}), ...(rest.href ? { rel: 'sponsored noopener noreferrer' } : {}) } };
    },
    img: (tagName, attribs) => {
      const { width, height, ...rest } = attribs;
      const size = (value: string | undefined) => (value && /^\d{1,4}$/.test(value) ? value : undefined);
      return { tagName, attribs: { ...rest, ...(size(width) ? { width: width! } : {}), ...(size(height) ? { height: height! } : {}) } };
    },
  },
};

/** Ad HTML reduced to the allow-list; blank when nothing is left. */
export function sanitizeAdHtml(html: string, imageOrigins: readonly string[]): string {
  return sanitizeHtml(html, { ...OPTIONS, exclusiveFilter: (frame) => frame.tag === 'img' && !isContentImageSource(frame.attribs.src, imageOrigins) }).trim();
}

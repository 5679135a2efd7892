import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

/**
 * HTML from an admin's form, made safe to show to every visitor: parsed the way a browser
 * parses it (parse5, the HTML standard's algorithm), then written out again from an
 * allow-list. Only listed elements and attributes survive; URLs keep only listed schemes;
 * everything else is left out, so a script, an event attribute (`onerror`), a
 * `javascript:` link, a style sheet or an embedded frame can never reach a page.
 *
 *   sanitizeHtml(html)                    // the ad policy
 *   sanitizeHtml(html, MY_POLICY)         // another allow-list
 *
 * The output parses back to itself (sanitising twice changes nothing).
 */

export interface HtmlPolicy {
  /** Allowed element -> its allowed attributes. An element not listed is unwrapped: its text and allowed children stay. */
  elements: Readonly<Record<string, readonly string[]>>;
  /** Attributes holding a URL, and the schemes they may use (a path on this site is always allowed). */
  urlSchemes: Readonly<Record<string, readonly string[]>>;
  /** `rel` every link gets (links opening elsewhere must not reach back into the page). */
  linkRel: string;
}

/** Dropped with everything inside them: their content is code, styles or another document. */
const DROPPED_WITH_CONTENT = new Set([
  'script', 'style', 'template', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'noembed',
  'noframes', 'textarea', 'select', 'option', 'xmp', 'plaintext', 'title', 'head', 'link', 'meta', 'base', 'svg', 'math',
  'form', 'input', 'button',
]);

const VOID_ELEMENTS = new Set(['br', 'hr', 'img', 'wbr']);

/** A banner-sized piece of HTML: text, emphasis, lists, pictures and links. */
export const AD_HTML_POLICY: HtmlPolicy = {
  elements: {
    a: ['href', 'title', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    p: [], div: [], span: [], br: [], hr: [], wbr: [],
    strong: [], b: [], em: [], i: [], u: [], s: [], small: [], mark: [], sub: [], sup: [],
    h2: [], h3: [], h4: [], ul: [], ol: [], li: [], blockquote: [], figure: [], figcaption: [],
  },
  urlSchemes: { href: ['http', 'https', 'mailto', 'tel'], src: ['http', 'https'] },
  linkRel: 'sponsored noopener noreferrer',
};

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;');
// < and > need no escaping inside a quoted attribute; escaped anyway, so no later reader can mistake them for a tag
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

/**
 * The URL when its scheme is allowed, else null. Browsers ignore tabs, newlines and
 * leading control characters or spaces in a URL (`java\tscript:`), so they are removed
 * before the scheme is read.
 */
export function safeUrl(value: string, schemes: readonly string[]): string | null {
  // eslint-disable-next-line no-control-regex
  const url = value.replace(/[\u0000-\u0020\u007f]+/g, (run, offset: number) => (offset === 0 ? '' : run.replace(/[\t\n\r]/g, ''))).trim();
  if (url === '') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (scheme) return schemes.includes(scheme[1]!.toLowerCase()) ? url : null;
  // no scheme: a path on this site, or a fragment; `//host` and `\\host` lead to another host by a scheme-less route
  if (/^[/\\]{2}/.test(url)) return null;
  return url;
}

function attributes(element: Element, allowed: readonly string[], policy: HtmlPolicy): string {
  let out = '';
  let link = false;
  for (const { name, value } of element.attrs) {
    if (!allowed.includes(name)) continue;
    let kept: string | null = value;
    const schemes = policy.urlSchemes[name];
    if (schemes) kept = safeUrl(value, schemes);
    if (name === 'target') kept = value === '_blank' ? value : null;
    if (name === 'width' || name === 'height') kept = /^\d{1,4}$/.test(value) ? value : null;
    if (kept === null) continue;
    out += ` ${name}="${escapeAttribute(kept)}"`;
    if (name === 'href') link = true;
  }
  if (element.tagName === 'a' && link) out += ` rel="${escapeAttribute(policy.linkRel)}"`;
  return out;
}

function write(nodes: readonly Node[], policy: HtmlPolicy): string {
  let out = '';
  for (const node of nodes) {
    if (node.nodeName === '#text') {
      out += escapeText((node as DefaultTreeAdapterMap['textNode']).value);
      continue;
    }
    if (node.nodeName === '#comment' || node.nodeName === '#documentType') continue;
    const element = node as Element;
    if (element.namespaceURI !== HTML_NAMESPACE || DROPPED_WITH_CONTENT.has(element.tagName)) continue;
    const allowed = policy.elements[element.tagName];
    if (!allowed) {
      out += write(element.childNodes, policy);
      continue;
    }
    out += `<${element.tagName}${attributes(element, allowed, policy)}>`;
    if (VOID_ELEMENTS.has(element.tagName)) continue;
    out += `${write(element.childNodes, policy)}</${element.tagName}>`;
  }
  return out;
}

/** The HTML with everything outside `policy` removed; blank when nothing is left. */
export function sanitizeHtml(html: string, policy: HtmlPolicy = AD_HTML_POLICY): string {
  return write(parseFragment(html).childNodes, policy).trim();
}

import { describe, expect, it } from 'vitest';
import { sanitizeAdHtml } from '../../src/modules/ads/ad-html.js';

/** This site and its upload bucket: the hosts the content security policy loads pictures from. */
const IMAGE_ORIGINS = ['https://baandee.example', 'https://cdn.example'];
const sanitizeHtml = (html: string) => sanitizeAdHtml(html, IMAGE_ORIGINS);

/** The allow-list an ad's HTML passes when an admin saves it: what is removed, what stays, and that its output is stable. */
describe('sanitizeAdHtml', () => {
  it.each([
    ['a script element with its code', '<p>ok</p><script>alert(1)</script>', '<p>ok</p>'],
    ['event attributes', '<img src="/a.webp" onerror="alert(1)" onload="x()">', '<img src="/a.webp" />'],
    ['javascript: links, however spelled', '<a href="jAvAsCrIpT:alert(1)">a</a><a href="&#106;avascript:alert(1)">b</a><a href="java\tscript:alert(1)">c</a>', '<a rel="sponsored noopener noreferrer">a</a><a rel="sponsored noopener noreferrer">b</a><a rel="sponsored noopener noreferrer">c</a>'],
    ['data: and vbscript: URLs', '<img src="data:image/svg+xml,<svg onload=alert(1)>"><a href="vbscript:msgbox">v</a>', '<a rel="sponsored noopener noreferrer">v</a>'],
    ['links to another host without a scheme', '<a href="//evil.example/x">x</a>', '<a rel="sponsored noopener noreferrer">x</a>'],
    ['style sheets, style attributes and classes', '<style>body{}</style><p style="position:fixed" class="x">t</p>', '<p>t</p>'],
    ['frames, objects, forms and SVG with their content', '<iframe src="https://e.x"></iframe><object data="x"></object><form><input name=a></form><svg><script>1</script><text>s</text></svg>t', 't'],
    ['comments', '<!-- <script>x</script> --><p>t</p>', '<p>t</p>'],
    ['unknown elements, keeping their text', '<marquee><blink>hello</blink></marquee>', 'hello'],
    ['a target other than _blank', '<a href="/x" target="_top">x</a>', '<a href="/x" rel="sponsored noopener noreferrer">x</a>'],
    ['pictures of hosts the site does not load pictures from', '<p>a</p><img src="https://tracker.example/p.gif"><img src="http://cdn.example.evil/x.webp"><img src="https://baandee.example/uploads/a.webp">', '<p>a</p><img src="https://baandee.example/uploads/a.webp" />'],
  ])('removes %s', (_name, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('keeps Thai text, headings, lists, pictures and safe links, marking links as sponsored', () => {
    const html = '<h3>ลงประกาศฟรี</h3><ul><li>คอนโด &amp; บ้าน</li></ul><img src="https://cdn.example/a.webp" alt="โปร" width="600" height="150"><a href="https://example.com/?a=1&b=2" target="_blank">ดู</a><a href="tel:0812345678">โทร</a>';
    expect(sanitizeHtml(html)).toBe(
      '<h3>ลงประกาศฟรี</h3><ul><li>คอนโด &amp; บ้าน</li></ul><img src="https://cdn.example/a.webp" alt="โปร" width="600" height="150" /><a href="https://example.com/?a=1&amp;b=2" target="_blank" rel="sponsored noopener noreferrer">ดู</a><a href="tel:0812345678" rel="sponsored noopener noreferrer">โทร</a>',
    );
  });

  it('escapes what could break out of text or an attribute, and sanitising twice changes nothing', () => {
    const inputs = [
      '<p title="a&quot; onmouseover=&quot;x">&lt;script&gt;</p>',
      '<a href="/x" title=\'"><script>alert(1)</script>\'>x</a>',
      '<img alt="</p><script>1</script>" src="/a.webp">',
      '<p>unclosed <b>bold <i>both</p> after',
      '<table><tr><td>cell</td></tr></table><noscript><p>hidden</p></noscript>',
    ];
    for (const input of inputs) {
      const once = sanitizeHtml(input);
      expect(once).not.toMatch(/<script|onmouseover=|<noscript/i);
      expect(sanitizeHtml(once)).toBe(once);
    }
  });

  it('answers blank for HTML that is nothing but code', () => {
    expect(sanitizeHtml('<script>1</script><style>p{}</style>  ')).toBe('');
  });
});

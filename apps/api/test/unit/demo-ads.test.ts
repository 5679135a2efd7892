import { describe, expect, it } from 'vitest';
import { POST_LISTING_HTML } from '../../src/db/seed/demo-ads.js';

describe('demo ads', () => {
  it('the text ad reads in Thai only, with no English mixed into a Thai page', () => {
    const text = POST_LISTING_HTML.replace(/<[^>]*>/g, ' ');
    expect(text).toMatch(/[\u0E00-\u0E7F]/);
    expect(text).not.toMatch(/[A-Za-z]/);
  });
});

import { describe, expect, it } from 'vitest';
import { isChatHiddenOn } from './chat-widget';

describe('where the chat widget hides', () => {
  it('hides on the post flow and the admin console only', () => {
    for (const path of ['/announce', '/announce/form-price', '/123/announce', '/123/announce/preview', '/admin', '/admin/ads']) {
      expect(isChatHiddenOn(path), path).toBe(true);
    }
    for (const path of ['/', '/announce-search', '/view-announce/condo-12', '/my-announce', '/administrator', '/article']) {
      expect(isChatHiddenOn(path), path).toBe(false);
    }
  });
});

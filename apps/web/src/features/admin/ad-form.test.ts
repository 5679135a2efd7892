import { describe, expect, it } from 'vitest';
import type { AdminAd } from '@baandee/contracts';
import { adBody, adBodyErrors, adFormValues, bannerBody, bannerBodyErrors, bannerFormValues } from './ad-form';

const saved: AdminAd = {
  id: 7,
  advertise_type: 'customize',
  page_name: 'announceView',
  page_position: 'bottom2',
  name: 'ลงประกาศฟรี หน้าประกาศ',
  image_url: null,
  link: 'https://example.com/deal',
  html: '<p>ลงประกาศฟรี</p>',
  alt_th: '',
  alt_en: '',
  starts_at: '2026-04-01T02:00:00.000Z',
  ends_at: '2026-04-20T17:00:00.000Z',
  active: true,
  sort_order: 3,
  impressions: 10,
  clicks: 2,
  updated_at: '2026-04-01T02:00:00.000Z',
};

describe('the ad form', () => {
  it('shows the dates in Bangkok time and writes back the same instants', () => {
    const values = adFormValues(saved);
    // 02:00 UTC is 09:00 in Bangkok, whatever zone the test's browser is in
    expect(values.starts_at).toBe('2026-04-01T09:00');
    expect(adBody(values, saved)).toMatchObject({ starts_at: saved.starts_at, ends_at: saved.ends_at });
  });

  it('opens a saved HTML ad on its HTML, and sends back what it was, with its id', () => {
    const values = adFormValues(saved);
    expect(values.content).toBe('html');
    expect(adBody(values, saved)).toMatchObject({
      id: 7,
      name: 'ลงประกาศฟรี หน้าประกาศ',
      page_name: 'announceView',
      page_position: 'bottom2',
      html: '<p>ลงประกาศฟรี</p>',
      image_url: undefined,
      link: 'https://example.com/deal',
      starts_at: saved.starts_at,
      ends_at: saved.ends_at,
      sort_order: 3,
    });
  });

  it('sends only the chosen content: switching to a picture drops the HTML', () => {
    const values = { ...adFormValues(saved), content: 'image' as const, image_url: '/uploads/ads/a.webp' };
    const body = adBody(values, saved);
    expect(body.html).toBeUndefined();
    expect(body.image_url).toBe('/uploads/ads/a.webp');
    expect(adBodyErrors(body)).toBeNull();
  });

  it('names the fields the contract refuses: no picture, a javascript: link, an end before the start', () => {
    const values = { ...adFormValues(null, new Date('2026-04-10T00:00:00Z')), link: 'javascript:alert(1)', ends_at: '2020-01-01T00:00' };
    expect(adBodyErrors(adBody(values, null))).toEqual({ name: 'required', link: 'ad link not valid', ends_at: 'ends before it starts', image_url: 'picture or HTML required' });
  });

  it('takes a path of this site as a link, the way the message says, and refuses another host without a scheme', () => {
    const values = { ...adFormValues(null), name: 'หน้าบทความ', image_url: '/uploads/ads/a.webp' };
    expect(adBodyErrors(adBody({ ...values, link: '/article' }, null))).toBeNull();
    expect(adBodyErrors(adBody({ ...values, link: 'https://example.com/x' }, null))).toBeNull();
    expect(adBodyErrors(adBody({ ...values, link: '//evil.example' }, null))).toEqual({ link: 'ad link not valid' });
    expect(adBodyErrors(adBody({ ...values, link: 'www.example.com' }, null))).toEqual({ link: 'ad link not valid' });
  });
});

describe('the event banner form', () => {
  it('needs a picture and both titles', () => {
    const values = bannerFormValues(null);
    expect(Object.keys(bannerBodyErrors(bannerBody(values, null)) ?? {}).sort()).toEqual(['image_url', 'title_en', 'title_th']);
    const filled = { ...values, image_url: '/uploads/ads/b.webp', title_th: 'สงกรานต์', title_en: 'Songkran' };
    expect(bannerBodyErrors(bannerBody(filled, null))).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '@baandee/locales';
import { loadNamespaces } from '../../../lib/i18n';
import { renderInShell } from '../../../test/render';
import { cardFixture } from '../test-listings';
import { ListingCard } from './listing-card';

const th = resources.th.listing;

describe('ListingCard', () => {
  beforeAll(() => loadNamespaces('listing'));

  it('shows the sale price with thousands separators for a listing for sale, and links to its page', () => {
    renderInShell(<ListingCard listing={cardFixture({ sell_type: 'ขาย' })} />);
    expect(screen.getByTestId('card-price-sell').textContent).toBe('4,500,000 บาท');
    expect(screen.queryByTestId('card-price-rent')).toBeNull();
    expect(screen.getByRole('link', { name: 'คอนโด ริมน้ำ' }).getAttribute('href')).toBe('/view-announce/คอนโด-ริมน้ำ-42');
    expect(screen.getByText(th.sellType['ขาย'])).toBeTruthy();
  });

  it('shows the monthly rent for rent and both prices for a listing offered both ways', () => {
    const { unmount } = renderInShell(<ListingCard listing={cardFixture({ sell_type: 'เช่า' })} />);
    expect(screen.getByTestId('card-price-rent').textContent).toBe('25,000 บาท/เดือน');
    expect(screen.queryByTestId('card-price-sell')).toBeNull();
    unmount();
    renderInShell(<ListingCard listing={cardFixture({ sell_type: 'ขาย/เช่า' })} />);
    expect(screen.getByTestId('card-price-sell').textContent).toBe('4,500,000 บาท');
    expect(screen.getByTestId('card-price-rent').textContent).toBe('25,000 บาท/เดือน');
  });

  it('says how many days ago the owner confirmed it is still available, and nothing for a listing never confirmed', () => {
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3600 * 1000 - 60_000).toISOString();
    const { unmount } = renderInShell(<ListingCard listing={cardFixture({ confirmed_at: threeDaysAgo })} />);
    expect(screen.getByTestId('card-confirmed').textContent).toBe(th.available.confirmed.replace('{{count}}', '3'));
    unmount();
    const today = renderInShell(<ListingCard listing={cardFixture({ confirmed_at: new Date().toISOString() })} />);
    expect(screen.getByTestId('card-confirmed').textContent).toBe(th.available.confirmedToday);
    today.unmount();
    renderInShell(<ListingCard listing={cardFixture()} />);
    expect(screen.queryByTestId('card-confirmed')).toBeNull();
  });

  it('shows the room code, area, district and nearest station', () => {
    renderInShell(<ListingCard listing={cardFixture()} />);
    const card = screen.getByTestId('listing-card');
    expect(within(card).getByText('1B1R')).toBeTruthy();
    expect(within(card).getByText('35.5 ตร.ม.')).toBeTruthy();
    expect(within(card).getByText('บางรัก, กรุงเทพมหานคร')).toBeTruthy();
    expect(within(card).getByText('สะพานตากสิน 0.4 กม.')).toBeTruthy();
  });

  it('labels a boosted listing and draws a filled heart for a favourite', () => {
    renderInShell(<ListingCard listing={cardFixture({ boosted: true, favorite: true })} />);
    expect(screen.getByTestId('boosted-badge').textContent).toBe(th.status.boosted);
    const heart = screen.getByRole('button', { name: th.favorite.remove });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });

  it('has no heart where the owner manages the listing, and shows the badges given', () => {
    renderInShell(<ListingCard listing={cardFixture({ boosted: false })} heart={false} badges={<span>{th.status.pending}</span>} />);
    expect(screen.queryByTestId('favorite-button')).toBeNull();
    expect(screen.queryByTestId('boosted-badge')).toBeNull();
    expect(screen.getByText(th.status.pending)).toBeTruthy();
  });

  it('offers the browser both stored widths of the cover, with the box it is drawn in and its size reserved; only the first card of a page is fetched first', () => {
    const { unmount } = renderInShell(<ListingCard listing={cardFixture()} priority />);
    const cover = screen.getByTestId('listing-card').querySelector('img')!;
    expect(cover.getAttribute('src')).toBe('/uploads/listings/cover.webp');
    expect(cover.getAttribute('srcset')).toBe('/uploads/listings/thumb.webp 280w, /uploads/listings/cover.webp 976w');
    expect(cover.getAttribute('sizes')).toBe('(min-width: 62em) 360px, (min-width: 36em) 50vw, 100vw');
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['976', '510']);
    expect([cover.getAttribute('loading'), cover.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    unmount();
    // a photo stored before its sizes existed: its one URL
    renderInShell(<ListingCard listing={cardFixture({ thumb_img: null })} />);
    const old = screen.getByTestId('listing-card').querySelector('img')!;
    expect(old.getAttribute('src')).toBe('/uploads/listings/cover.webp');
    expect(old.hasAttribute('srcset')).toBe(false);
    expect([old.getAttribute('loading'), old.hasAttribute('fetchpriority')]).toEqual(['lazy', false]);
  });
});

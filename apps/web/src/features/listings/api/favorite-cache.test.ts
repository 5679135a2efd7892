import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { restoreFavorite, setFavorite, withFavorite } from './favorite-cache';

const card = (id: number, favorite = false) => ({ id, favorite, announce_title: `listing ${id}` });

describe('withFavorite', () => {
  it('sets the listing in a page of cards and keeps the rest as they were', () => {
    const page = { data: [card(1), card(2)], current_page: 1, last_page: 1 };
    const next = withFavorite(page, 2, true) as typeof page;
    expect(next.data[1]).toEqual(card(2, true));
    expect(next.data[0]).toBe(page.data[0]);
    expect(page.data[1]!.favorite).toBe(false);
  });

  it('answers the same object when the listing is not there or already so', () => {
    const page = { data: [card(1, true)] };
    expect(withFavorite(page, 3, true)).toBe(page);
    expect(withFavorite(page, 1, true)).toBe(page);
    expect(withFavorite(undefined, 1, true)).toBeUndefined();
  });

  it('sets the listing page and cards nested in a profile', () => {
    expect(withFavorite({ id: 5, favorite: false, gallery_img_cast: [] }, 5, true)).toEqual({ id: 5, favorite: true, gallery_img_cast: [] });
    const profile = { agent: { id: 5, name: 'x' }, listings: { data: [card(5)] } };
    expect(withFavorite(profile, 5, true)).toEqual({ agent: { id: 5, name: 'x' }, listings: { data: [card(5, true)] } });
  });
});

describe('setFavorite', () => {
  it('changes every cached copy and restores them as they were', () => {
    const client = new QueryClient();
    const search = { data: [card(7), card(8)] };
    const view = { id: 7, favorite: false };
    const other = { data: [card(9)] };
    client.setQueryData(['search', 'estate'], search);
    client.setQueryData(['listings', 'view', 7], view);
    client.setQueryData(['listings', 'recommended'], other);

    const snapshot = setFavorite(client, 7, true);
    expect(client.getQueryData<typeof search>(['search', 'estate'])!.data[0]!.favorite).toBe(true);
    expect(client.getQueryData<typeof view>(['listings', 'view', 7])!.favorite).toBe(true);
    expect(client.getQueryData(['listings', 'recommended'])).toBe(other);
    expect(snapshot).toHaveLength(2);

    restoreFavorite(client, snapshot);
    expect(client.getQueryData(['search', 'estate'])).toEqual(search);
    expect(client.getQueryData(['listings', 'view', 7])).toEqual(view);
  });
});

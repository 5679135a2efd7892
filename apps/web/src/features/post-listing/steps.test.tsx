import type * as ApiClient from '../../lib/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resources } from '@baandee/locales';
import { ApiError } from '../../lib/api-client';
import { loadNamespaces } from '../../lib/i18n';
import { sessionStore } from '../../lib/session';
import { answerCalls, callMock, draft, renderPostForm, storedBody } from './test-support';

vi.mock('../../lib/api-client', async (original) => ({ ...(await original<typeof ApiClient>()), call: vi.fn() }));
// Leaflet needs a real browser; the e2e journey places the pin on the real map
vi.mock('./components/location-map', () => ({ default: () => null }));

const th = resources.th;
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) }) as HTMLInputElement;

describe('the post form steps', () => {
  beforeAll(async () => {
    Element.prototype.scrollIntoView = () => {}; // jsdom has no layout
    await loadNamespaces('postForm', 'listing');
  });
  afterEach(() => {
    callMock.mockReset();
    sessionStore.set({ token: null, userId: null });
  });

  it('offers each room count 0-4+ as one choice, toggles L, D, K, and shows the room code', async () => {
    answerCalls(draft());
    renderPostForm('/5/announce/form-room');
    const bedrooms = await screen.findByRole('radiogroup', { name: th.listing.rooms.bedroom });
    const code = () => screen.getByTestId('room-code').textContent;
    expect(code()).toBe(th.postForm.room.codeEmpty);
    expect(within(bedrooms).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['0', '1', '2', '3', '4']);
    expect(within(bedrooms).getByRole('radio', { name: '0' })).toHaveProperty('checked', true);

    fireEvent.click(within(bedrooms).getByRole('radio', { name: '3' }));
    fireEvent.click(within(screen.getByRole('radiogroup', { name: th.listing.rooms.restroom })).getByRole('radio', { name: '4+' }));
    fireEvent.click(within(screen.getByRole('radiogroup', { name: th.listing.rooms.carPark })).getByRole('radio', { name: '1' }));
    fireEvent.click(screen.getByTestId('room-L'));
    fireEvent.click(screen.getByTestId('room-K'));
    expect(code()).toBe('3B4+R1CLK');
    fireEvent.click(screen.getByTestId('room-K'));
    expect(screen.getByTestId('room-K').getAttribute('aria-pressed')).toBe('false');
    expect(code()).toBe('3B4+R1CL');

    fireEvent.click(screen.getByRole('button', { name: th.postForm.nav.next }));
    await waitFor(() => expect(storedBody()).toMatchObject({ id: 5, total_bedroom: 3, total_restroom: 4, car_park_size: 1, total_livingroom: 1, total_kitchen: 0 }));
  });

  it('keeps digits only in whole-baht prices with thousands separators, one dot in per-unit fees, and saves numbers', async () => {
    answerCalls(draft({ sell_type: 'เช่า' }));
    const { router } = renderPostForm('/5/announce/form-price');
    const rent = await screen.findByRole('textbox', { name: new RegExp(`^${th.listing.fields.rent_price.replace(/[()]/g, '.')}`) });
    expect(screen.queryByRole('textbox', { name: new RegExp(`^${th.listing.fields.sell_price.replace(/[()]/g, '.')}`) })).toBeNull();
    fireEvent.change(rent, { target: { value: 'abc12x500' } });
    expect((rent as HTMLInputElement).value).toBe('12,500');
    const water = field(th.listing.fields.water_price_per_unit.replace(/[()]/g, '.'));
    fireEvent.change(water, { target: { value: '1a8.5.0' } });
    expect(water.value).toBe('18.50');

    fireEvent.click(screen.getByRole('button', { name: th.postForm.nav.next }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/5/announce/form-room'));
    expect(storedBody()).toEqual({
      id: 5,
      rent_price: 12500,
      sell_price: null,
      maintenance_fee: null,
      deposit_price: null,
      insurance_fee: null,
      water_price_per_unit: 18.5,
      electricity_price_per_unit: null,
      internet_price_per_month: null,
    });
  });

  it('keeps what was typed going back, saving the step it leaves', async () => {
    answerCalls(draft({ sell_type: 'ขาย' }));
    const { router } = renderPostForm('/5/announce/form-price');
    const sell = await screen.findByRole('textbox', { name: new RegExp(`^${th.listing.fields.sell_price.replace(/[()]/g, '.')}`) });
    fireEvent.change(sell, { target: { value: '3500000' } });
    fireEvent.click(screen.getByRole('button', { name: th.postForm.nav.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/5/announce'));
    expect(storedBody()).toMatchObject({ id: 5, sell_price: 3_500_000 });
    await router.navigate('/5/announce/form-price');
    expect(((await screen.findByDisplayValue('3,500,000')) as HTMLInputElement).value).toBe('3,500,000');
  });

  it('asks for the step’s fields before the first save, then creates the draft and moves to its address', async () => {
    answerCalls();
    const { router } = renderPostForm('/announce');
    const project = await screen.findByTestId('project-picker');
    fireEvent.change(project, { target: { value: 'ไลฟ์ อารีย์' } });
    fireEvent.click(screen.getByRole('button', { name: th.postForm.nav.next }));

    // the area and the choices are still empty: the step says so on its fields and makes no draft
    expect(await screen.findAllByText(th.errors.required)).not.toHaveLength(0);
    expect(screen.getAllByText(th.errors['not chosen'])).not.toHaveLength(0);
    const area = field(th.listing.fields.area_size.replace(/[()]/g, '.'));
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(callMock.mock.calls.some(([name]) => name === 'storeEstate')).toBe(false);
    expect(router.state.location.pathname).toBe('/announce');

    fireEvent.change(area, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: th.postForm.nav.next }));
    // the contract's own rule, checked before sending
    expect(await screen.findByText(th.errors['must be greater than 0'])).toBeTruthy();
    expect(callMock.mock.calls.some(([name]) => name === 'storeEstate')).toBe(false);

    // Back saves what was typed, complete or not: the draft is made and has its own address
    fireEvent.change(area, { target: { value: '35.5' } });
    await router.navigate('/announce/form-price');
    fireEvent.click(await screen.findByRole('button', { name: th.postForm.nav.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/41/announce'));
    const body = storedBody();
    expect(body).not.toHaveProperty('id');
    expect(body).toMatchObject({ rent_price: null });
  });

  it('sends an owner with an unfinished draft to it when the server refuses a second one', async () => {
    answerCalls(draft(), {
      storeEstate: () => {
        throw new ApiError(409, 'previous announcement unfinished');
      },
      myEstate: () => ({ data: [], current_page: 1, last_page: 1, per_page: 10, total: 1, not_finish_id: 7 }),
    });
    // a step without required fields: Next saves at once
    const { router } = renderPostForm('/announce/form-facility');
    fireEvent.click(await screen.findByRole('button', { name: th.postForm.nav.next }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/announce'));
    expect(callMock).toHaveBeenCalledWith('myEstate', { query: { page: 1 } });
  });

  it('puts the server’s field errors on the step’s fields', async () => {
    answerCalls(draft({ sell_type: 'เช่า', rent_price: 12000 }), {
      storeEstate: () => {
        throw new ApiError(422, 'invalid input', { rent_price: ['must be a number'] });
      },
    });
    const { router } = renderPostForm('/5/announce/form-price');
    fireEvent.click(await screen.findByRole('button', { name: th.postForm.nav.next }));
    const form = await screen.findByTestId('step-price');
    expect(await within(form).findByText(th.errors['must be a number'])).toBeTruthy();
    expect(router.state.location.pathname).toBe('/5/announce/form-price');
  });

  it('refuses a nearby place farther than 20 km before sending', async () => {
    answerCalls(draft({ nearby_location_cast: [{ location_type_id: 1, location_type: null, location_name: 'Central', distance: 2 }] }));
    renderPostForm('/5/announce/form-facility');
    const distance = (await screen.findAllByRole('textbox', { name: /Central/ }))[0] as HTMLInputElement;
    fireEvent.change(distance, { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: th.postForm.nav.next }));
    expect(await screen.findByText(th.errors['distance over 20 km'].replace('{{distanceKm}}', '20'))).toBeTruthy();
    expect(callMock.mock.calls.some(([name]) => name === 'storeEstate')).toBe(false);
  });
});

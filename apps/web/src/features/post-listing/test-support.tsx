import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import type { ListingForm } from '@baandee/contracts';
import { AppProviders } from '../../app/providers';
import { call } from '../../lib/api-client';
import { createQueryClient } from '../../lib/query-client';
import { sessionStore } from '../../lib/session';
import { ListingPreview } from './components/listing-preview';
import { FacilityStep } from './components/facility-step';
import { InfoStep } from './components/info-step';
import { PostFormLayout } from './components/post-form-layout';
import { PostStep } from './components/post-step';
import { PriceStep } from './components/price-step';
import { RoomStep } from './components/room-step';

/**
 * The post flow's component tests: the form's routes in a memory router, with `call`
 * answering from small master data and a draft store kept in memory.
 */
export const callMock = vi.mocked(call);

const named = (id: number, th: string, en: string, extra: object = {}) => ({ id, slug: en.toLowerCase(), name_th: th, name_en: en, ...extra });

export const MASTER = {
  estate_types: [named(1, 'คอนโด', 'Condo', { icon: 'building' })],
  location_types: [named(1, 'ห้างสรรพสินค้า', 'Mall')],
  furniture: [named(1, 'เตียง', 'Bed'), named(2, 'โซฟา', 'Sofa')],
  facilities: [named(1, 'สระว่ายน้ำ', 'Pool')],
  hot_search: [],
};
const ADDRESS = {
  provinces: [named(10, 'กรุงเทพมหานคร', 'Bangkok')],
  districts: [{ ...named(1030, 'จตุจักร', 'Chatuchak'), province_id: 10 }],
  sub_districts: [{ ...named(103001, 'ลาดยาว', 'Lat Yao'), district_id: 1030, postal_code: '10900' }],
};
const TRAIN = {
  train_types: [{ id: 1, code: 'BTS', name_th: 'บีทีเอส', name_en: 'BTS' }],
  train_lines: [{ id: 1, train_type_id: 1, code: 'SUK', name_th: 'สุขุมวิท', name_en: 'Sukhumvit', colour: 'light green', hex: '#7FBF3F', is_open: true }],
  train_stations: [
    { id: 11, train_line_id: 1, code: 'N7', name_th: 'อารีย์', name_en: 'Ari', lat: 13.7797, lng: 100.5446, is_open: true },
    { id: 12, train_line_id: 1, code: 'N8', name_th: 'สะพานควาย', name_en: 'Saphan Khwai', lat: 13.7938, lng: 100.5497, is_open: true },
  ],
};

export const PROFILE = {
  id: 3,
  email: 'owner@example.com',
  email_verified: true,
  account_type: 1,
  user_type: 'individual',
  role: 'user',
  is_company: false,
  credit: 1,
  line_friend_status: false,
  profile_img_path: null,
  firstname: 'สมชาย',
  lastname: 'ใจดี',
  phone: '0812345678',
  birth_date: null,
  id_card_number: null,
  address: null,
  company_name: null,
  juristic_number: null,
  province_id: null,
  district_id: null,
  sub_district_id: null,
  postal_code: null,
  short_history: null,
  show_phone: true,
};

const image = (name: string) => ({ url: `/uploads/${name}.webp`, thumb_url: `/uploads/${name}-thumb.webp`, large_url: `/uploads/${name}-large.webp` });
export { image };

/** A draft as GET api/estate/{id} answers it; `changes` fill in what a test needs. */
export function draft(changes: Partial<ListingForm> = {}): ListingForm {
  return {
    id: 5,
    status: 'draft',
    sell_status: 1,
    sell_type: null,
    estate_type_id: null,
    project_estate_id: null,
    project_estate_name: null,
    area_size: null,
    released_year: null,
    total_floor: null,
    room_floor: null,
    total_bedroom: 0,
    total_restroom: 0,
    car_park_size: 0,
    total_kitchen: 0,
    total_diningroom: 0,
    total_livingroom: 0,
    direction: null,
    room_prominent_id: null,
    room_view_id: null,
    is_pet_allow: 0,
    is_cooking_allow: 0,
    is_smoking_allow: 0,
    rent_price: null,
    sell_price: null,
    maintenance_fee: null,
    deposit_price: null,
    insurance_fee: null,
    water_price_per_unit: null,
    electricity_price_per_unit: null,
    internet_price_per_month: null,
    location_lat: null,
    location_lng: null,
    postal_code: null,
    address_short: null,
    province_id: null,
    district_id: null,
    sub_district_id: null,
    road: null,
    lane: null,
    nearby_station_cast: [],
    nearby_location_cast: [],
    furniture_cast: [],
    facility_cast: [],
    announce_title: null,
    announce_description: null,
    cover_img: null,
    gallery_img_cast: [],
    images: [],
    video_preview: null,
    contact_firstname: null,
    contact_lastname: null,
    contact_company_name: null,
    contact_email: null,
    contact_phone: null,
    contact_line: null,
    contact_facebook: null,
    contact_site: null,
    room_code: '',
    moderation_reason: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    publish_credits: 1,
    hold_reason: null,
    duplicate_matches: [],
    ...changes,
  };
}

/** Answers the master data and the listing calls; `overrides` replace an answer by endpoint name. */
export function answerCalls(saved: ListingForm = draft(), overrides: Record<string, (input: unknown) => unknown> = {}) {
  callMock.mockImplementation(((name: string, input?: { body?: Record<string, unknown> }) => {
    const override = overrides[name];
    if (override) return Promise.resolve().then(() => override(input));
    switch (name) {
      case 'estateMaster':
        return Promise.resolve(MASTER);
      case 'addressData':
        return Promise.resolve(ADDRESS);
      case 'districtAroundBangkok':
        return Promise.resolve({ provinces: [{ ...ADDRESS.provinces[0], districts: ADDRESS.districts }] });
      case 'trainData':
        return Promise.resolve(TRAIN);
      case 'projectEstate':
        return Promise.resolve({ projects: [] });
      case 'userInfo':
        return Promise.resolve(PROFILE);
      case 'estateForm':
        return Promise.resolve(saved);
      case 'storeEstate':
        return Promise.resolve({ ...saved, id: (input?.body?.id as number | undefined) ?? 41 });
      case 'nearbyStations':
        return Promise.resolve({ stations: [] });
      default:
        return Promise.reject(new Error(`unexpected call ${name}`));
    }
  }) as typeof call);
}

const steps = (): RouteObject[] => [
  { index: true, element: <InfoStep /> },
  { path: 'form-price', element: <PriceStep /> },
  { path: 'form-room', element: <RoomStep /> },
  { path: 'form-facility', element: <FacilityStep /> },
  { path: 'form-post', element: <PostStep /> },
];

/** The post form at `path`, signed in as PROFILE. */
export function renderPostForm(path: string) {
  sessionStore.set({ token: 'test-token', userId: PROFILE.id });
  const router = createMemoryRouter(
    [
      {
        element: <PostFormLayout />,
        children: [
          { path: '/announce', children: steps() },
          { path: '/:listingId/announce', children: [...steps(), { path: 'preview', element: <ListingPreview /> }] },
        ],
      },
      { path: '/my-announce', element: <p data-testid="page">/my-announce</p> },
      { path: '/my-profile', element: <p data-testid="page">/my-profile</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

/** The body of the n-th POST api/estate/store (0 = first). */
export function storedBody(index = 0): Record<string, unknown> {
  const calls = callMock.mock.calls.filter(([name]) => name === 'storeEstate');
  return (calls[index]?.[1] as { body: Record<string, unknown> }).body;
}

import type { ListingCard } from '@baandee/contracts';

/** A published listing card as the API answers it; tests override what they look at. */
export function cardFixture(overrides: Partial<ListingCard> = {}): ListingCard {
  return {
    id: 42,
    slug_id: 'คอนโด-ริมน้ำ-42',
    status: 'publish',
    boosted: false,
    announce_title: 'คอนโด ริมน้ำ',
    sell_type: 'ขาย',
    estate_type_id: 1,
    estate_type: { id: 1, name_th: 'คอนโด', name_en: 'Condo' },
    project_estate_name: 'ริเวอร์ เรสซิเดนซ์',
    rent_price: 25000,
    sell_price: 4500000,
    area_size: 35.5,
    total_bedroom: 1,
    total_restroom: 1,
    car_park_size: 0,
    room_code: '1B1R',
    province: { id: 10, name_th: 'กรุงเทพมหานคร', name_en: 'Bangkok' },
    district: { id: 1001, name_th: 'บางรัก', name_en: 'Bang Rak' },
    nearest_station: { id: 5, name_th: 'สะพานตากสิน', name_en: 'Saphan Taksin', distance: 0.4 },
    location_lat: 13.7187,
    location_lng: 100.5142,
    cover_img: '/uploads/listings/cover.webp',
    thumb_img: '/uploads/listings/thumb.webp',
    favorite: false,
    published_at: '2026-11-01T03:00:00.000Z',
    updated_at: '2026-11-01T03:00:00.000Z',
    confirmed_at: null,
    ...overrides,
  };
}

import { describe, expect, it } from 'vitest';
import { GALLERY_MIN_IMAGES, LISTING_SELL_TYPE, isListingComplete, listingCompletenessErrors, type ListingCompletenessInput } from '../src/index.js';

const complete: ListingCompletenessInput = {
  sell_type: LISTING_SELL_TYPE.rent,
  estate_type_id: 1,
  project_estate_name: 'Lumpini Place',
  area_size: '32.50',
  rent_price: 12000,
  sell_price: null,
  province_id: 10,
  district_id: 1001,
  sub_district_id: 100101,
  postal_code: '10200',
  location_lat: 13.75,
  location_lng: 100.5,
  announce_title: 'Condo near BTS',
  announce_description: 'Bright corner unit',
  cover_img: '/uploads/listing/a.webp',
  gallery_img_cast: ['/g/1.webp', '/g/2.webp', '/g/3.webp'],
  contact_firstname: 'Somchai',
  contact_phone: '0812345678',
};

describe('listing completeness', () => {
  it('passes a listing with every required part', () => {
    expect(listingCompletenessErrors(complete)).toEqual({});
    expect(isListingComplete(complete)).toBe(true);
  });

  it('names each missing or blank field as required', () => {
    const errors = listingCompletenessErrors({ ...complete, announce_title: '  ', cover_img: null, location_lat: null, contact_phone: null });
    expect(errors).toEqual({ announce_title: ['required'], cover_img: ['required'], location_lat: ['required'], contact_phone: ['required'] });
  });

  it('asks for the price the sell type needs', () => {
    expect(listingCompletenessErrors({ ...complete, rent_price: null })).toEqual({ rent_price: ['required'] });
    expect(listingCompletenessErrors({ ...complete, sell_type: LISTING_SELL_TYPE.sell })).toEqual({ sell_price: ['required'] });
    expect(listingCompletenessErrors({ ...complete, sell_type: LISTING_SELL_TYPE.both, rent_price: 0 })).toEqual({
      rent_price: ['required'],
      sell_price: ['required'],
    });
    expect(listingCompletenessErrors({ ...complete, sell_type: null })).toEqual({ sell_type: ['required'] });
  });

  it('needs an area above 0', () => {
    expect(listingCompletenessErrors({ ...complete, area_size: '0' })).toEqual({ area_size: ['required'] });
  });

  it(`needs at least ${GALLERY_MIN_IMAGES} gallery images`, () => {
    expect(listingCompletenessErrors({ ...complete, gallery_img_cast: [] })).toEqual({ gallery_img_cast: ['required'] });
    expect(listingCompletenessErrors({ ...complete, gallery_img_cast: complete.gallery_img_cast.slice(1) })).toEqual({
      gallery_img_cast: ['too few gallery images'],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { GALLERY_MIN_IMAGES, LISTING_SELL_TYPE } from '../src/index.js';
import { missingForPublish, priceFieldsFor, type PublishCheckInput } from '../src/listing-completeness.js';

const complete: PublishCheckInput = {
  sell_type: LISTING_SELL_TYPE.rent,
  estate_type_id: 1,
  project_estate_name: 'Lumpini Park Rama 9',
  area_size: 32.5,
  province_id: 10,
  district_id: 1009,
  sub_district_id: 100901,
  postal_code: '10250',
  location_lat: 13.75,
  location_lng: 100.6,
  rent_price: 15000,
  sell_price: null,
  announce_title: 'Condo near the station',
  announce_description: 'Quiet, furnished',
  cover_img: '/uploads/cover.webp',
  gallery_img_cast: ['/a.webp', '/b.webp', '/c.webp'],
  contact_firstname: 'Somchai',
  contact_phone: '0812345678',
};

describe('missingForPublish', () => {
  it('finds nothing missing in a complete listing', () => {
    expect(missingForPublish(complete)).toEqual({});
  });

  it('names every empty required field, the pin and the gallery', () => {
    const empty: PublishCheckInput = {
      ...complete,
      sell_type: null,
      estate_type_id: null,
      project_estate_name: '  ',
      area_size: null,
      province_id: null,
      district_id: null,
      sub_district_id: null,
      postal_code: null,
      location_lat: null,
      location_lng: null,
      announce_title: '',
      announce_description: null,
      cover_img: null,
      gallery_img_cast: [],
      contact_firstname: null,
      contact_phone: '',
    };
    expect(missingForPublish(empty)).toEqual({
      sell_type: 'required',
      estate_type_id: 'required',
      project_estate_name: 'required',
      area_size: 'required',
      province_id: 'required',
      district_id: 'required',
      sub_district_id: 'required',
      postal_code: 'required',
      location: 'required',
      announce_title: 'required',
      announce_description: 'required',
      cover_img: 'required',
      gallery_img_cast: 'too few gallery images',
      contact_firstname: 'required',
      contact_phone: 'required',
    });
  });

  it('asks for an area above 0 and the prices of the sell type', () => {
    expect(missingForPublish({ ...complete, area_size: 0 })).toEqual({ area_size: 'must be greater than 0' });
    expect(missingForPublish({ ...complete, sell_type: LISTING_SELL_TYPE.both, rent_price: 0 })).toEqual({
      sell_price: 'required',
      rent_price: 'must be greater than 0',
    });
    expect(missingForPublish({ ...complete, sell_type: LISTING_SELL_TYPE.sell, sell_price: 2_500_000 })).toEqual({});
  });

  it(`needs at least ${GALLERY_MIN_IMAGES} gallery images`, () => {
    expect(missingForPublish({ ...complete, gallery_img_cast: ['/a.webp', '/b.webp'] })).toEqual({ gallery_img_cast: 'too few gallery images' });
  });

  it('maps each sell type to its price fields', () => {
    expect(priceFieldsFor(null)).toEqual([]);
    expect(priceFieldsFor(LISTING_SELL_TYPE.both)).toEqual(['sell_price', 'rent_price']);
  });
});

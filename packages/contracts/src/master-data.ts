import { z } from './error-map.js';

/**
 * Master data (spec section 7 "Master data"): read-only lists the web loads once and
 * caches. Names come in both languages; the client picks by its language.
 */
const names = { name_th: z.string(), name_en: z.string() };
const id = z.number().int();

export const catalogueItem = z.object({ id, slug: z.string(), ...names });
export const estateTypeItem = catalogueItem.extend({
  icon: z.string().meta({ description: 'A Tabler icon name, e.g. building-skyscraper' }),
});
export const hotSearchItem = z.object({
  search_key: z.string().meta({ description: 'Stable key of the quick-menu chip' }),
  search_name_th: z.string(),
  search_name_en: z.string(),
  category: z.string().meta({ description: 'Quick-menu group: area, train or estate' }),
});

/** GET api/estate-master */
export const estateMasterResult = z.object({
  estate_types: z.array(estateTypeItem),
  location_types: z.array(catalogueItem),
  furniture: z.array(catalogueItem),
  facilities: z.array(catalogueItem),
  hot_search: z.array(hotSearchItem),
});
export type EstateMaster = z.infer<typeof estateMasterResult>;
export type EstateType = z.infer<typeof estateTypeItem>;

export const provinceItem = z.object({ id, ...names });
export const districtItem = z.object({ id, province_id: id, ...names });
export const subDistrictItem = z.object({
  id,
  district_id: id,
  ...names,
  postal_code: z.string().regex(/^\d{5}$/),
});

/** GET api/address-data: official codes as ids (district 1001, sub-district 100101). */
export const addressDataResult = z.object({
  provinces: z.array(provinceItem),
  districts: z.array(districtItem),
  sub_districts: z.array(subDistrictItem),
});
export type AddressData = z.infer<typeof addressDataResult>;

/** GET api/district-around-bangkok: the six provinces of spec section 1, each with its districts. */
export const districtsAroundBangkokResult = z.object({
  provinces: z.array(
    provinceItem.extend({
      districts: z.array(
        districtItem.extend({
          point: z.object({ lat: z.number(), lng: z.number() }).nullable().meta({
            description: "The district's point, where the master data places its projects (an approximate anchor: a station in or next to it, or a point): a commute search from the district (commute_place) starts there. Null for a district without one",
          }),
        }),
      ),
    }),
  ),
});
export type DistrictsAroundBangkok = z.infer<typeof districtsAroundBangkokResult>;

/** GET api/announce-districts: districts a listing may be posted in, with their province. */
export const announceDistrictItem = districtItem.extend({ province_name_th: z.string(), province_name_en: z.string() });
export const announceDistrictsResult = z.object({ districts: z.array(announceDistrictItem) });
export type AnnounceDistricts = z.infer<typeof announceDistrictsResult>;

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

export const trainTypeItem = z.object({ id, code: z.string().meta({ description: 'BTS, MRT, ARL or SRT' }), ...names });
export const trainLineItem = z.object({
  id,
  train_type_id: id,
  code: z.string(),
  ...names,
  colour: z.string(),
  hex: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
  is_open: z.boolean(),
});
export const trainStationItem = z.object({
  id,
  train_line_id: id,
  code: z.string(),
  ...names,
  lat: latitude,
  lng: longitude,
  is_open: z.boolean(),
});

/** GET api/train-data */
export const trainDataResult = z.object({
  train_types: z.array(trainTypeItem),
  train_lines: z.array(trainLineItem),
  train_stations: z.array(trainStationItem),
});
export type TrainData = z.infer<typeof trainDataResult>;

export const PROJECT_SEARCH_LIMIT = { default: 20, max: 100 } as const; // a picker shows a short list

/** GET api/project-estate query: the project picker's search. */
export const projectEstateQuery = z.object({
  q: z.string().trim().max(100).optional().meta({ description: 'Thai or English substring of the name' }),
  limit: z.coerce.number().int().min(1).max(PROJECT_SEARCH_LIMIT.max).default(PROJECT_SEARCH_LIMIT.default),
});
export type ProjectEstateQuery = z.infer<typeof projectEstateQuery>;

export const projectEstateItem = z.object({
  id,
  name_th: z.string().nullable(),
  name_en: z.string(),
  developer: z.string().nullable(),
  kind: z.string(),
  province_id: id,
  district_id: id,
  road: z.string().nullable(),
  completion_year: z.number().int().nullable(),
  lat: latitude.nullable().meta({ description: 'Approximate: a point of the district, not the address' }),
  lng: longitude.nullable(),
});
export const projectEstateResult = z.object({ projects: z.array(projectEstateItem) });
export type ProjectEstate = z.infer<typeof projectEstateItem>;

import type { ColumnType, Generated } from 'kysely';

/**
 * Master data: administrative areas with official codes as ids, the product's catalogues
 * (stable ids that listings store), rail and residential projects. Seeded by
 * db/seed/master-data.ts and read-only for the API.
 */
export interface ProvincesTable {
  id: number;
  name_th: string;
  name_en: string;
}

export interface DistrictsTable {
  id: number;
  province_id: number;
  name_th: string;
  name_en: string;
}

export interface SubDistrictsTable {
  id: number;
  district_id: number;
  name_th: string;
  name_en: string;
  postal_code: string;
}

/** Location types, furniture and facilities share this shape. */
export interface CatalogueTable {
  id: number;
  slug: string;
  name_th: string;
  name_en: string;
}

export interface EstateTypesTable extends CatalogueTable {
  /** A Tabler icon name; the web app maps it to its icon component. */
  icon: string;
}

export interface HotSearchesTable {
  id: Generated<number>;
  search_key: string;
  search_name_th: string;
  search_name_en: string;
  category: string;
  sort_order: number;
  /** The trend group the chip opens (migration 0007). */
  trend_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface TrainTypesTable {
  id: number;
  code: string;
  name_th: string;
  name_en: string;
}

export interface TrainLinesTable {
  id: Generated<number>;
  train_type_id: number;
  code: string;
  name_th: string;
  name_en: string;
  colour: string;
  hex: string;
  is_open: boolean;
}

export interface TrainStationsTable {
  id: Generated<number>;
  train_line_id: number;
  code: string;
  name_th: string;
  name_en: string;
  lat: number;
  lng: number;
  is_open: boolean;
}

export interface ProjectEstatesTable {
  id: Generated<number>;
  name_th: string | null;
  name_en: string;
  developer: string | null;
  kind: string;
  province_id: number;
  district_id: number;
  road: string | null;
  completion_year: number | null;
  /** Approximate (the district's anchor point), see seed/data/district-anchors.json. */
  lat: number | null;
  lng: number | null;
}

/**
 * One row; every write to a master-data table bumps `version` (a trigger), so each API
 * process can tell its cached answers are stale. int8, read as a string.
 */
export interface MasterDataVersionTable {
  id: ColumnType<boolean, never, never>;
  version: ColumnType<string, never, never>;
}

export interface MasterTables {
  master_data_version: MasterDataVersionTable;
  provinces: ProvincesTable;
  districts: DistrictsTable;
  sub_districts: SubDistrictsTable;
  estate_types: EstateTypesTable;
  location_types: CatalogueTable;
  furniture: CatalogueTable;
  facilities: CatalogueTable;
  hot_searches: HotSearchesTable;
  train_types: TrainTypesTable;
  train_lines: TrainLinesTable;
  train_stations: TrainStationsTable;
  project_estates: ProjectEstatesTable;
}

import type { CoreTables } from './tables/core.js';

/**
 * The typed shape of the database: one interface per area, merged here. Add an area's
 * tables in db/tables/<area>.ts and extend DB with it.
 */
export interface DB extends CoreTables {}

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { FieldErrors } from '../../lib/errors.js';
import { findDistrict, findSubDistrictChain, provinceExists } from './users.repository.js';

export interface ProfileAddress {
  province_id: number | null;
  district_id: number | null;
  sub_district_id: number | null;
  postal_code: string | null;
}

/**
 * The address must be one chain of the master data: the district in the province, the
 * sub-district in the district, and the postal code the sub-district's own.
 */
export async function addressErrors(db: Kysely<DB>, address: ProfileAddress): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (address.province_id !== null && !(await provinceExists(db, address.province_id))) {
    errors.province_id = ['value not allowed'];
  }
  if (address.district_id !== null) {
    const district = await findDistrict(db, address.district_id);
    if (!district || district.province_id !== address.province_id) errors.district_id = ['value not allowed'];
  }
  if (address.sub_district_id !== null) {
    const subDistrict = await findSubDistrictChain(db, address.sub_district_id);
    if (!subDistrict || subDistrict.district_id !== address.district_id) {
      errors.sub_district_id = ['value not allowed'];
    } else if (address.postal_code !== null && address.postal_code !== subDistrict.postal_code) {
      errors.postal_code = ['postal code not match'];
    }
  }
  return errors;
}

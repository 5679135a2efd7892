import { SUPPORTED_PROVINCE_IDS } from '@baandee/domain';
import type { FieldErrors } from '../../lib/errors.js';
import type { MasterDataRepository } from './master-data.repository.js';

/** An address as profiles and listings store it; null parts are not checked. */
export interface AddressChain {
  province_id: number | null;
  district_id: number | null;
  sub_district_id: number | null;
  postal_code: string | null;
}

/**
 * The address must be one chain of the master data: a province where the product runs
 * (spec section 1), the district in the province, the sub-district in the district, and
 * the postal code the sub-district's own. Answers the field errors; none when it holds.
 * `repo` may be the queries of a transaction (`app.masterDataRepository.in(trx)`).
 */
export async function addressChainErrors(
  repo: Pick<MasterDataRepository, 'provinceExists' | 'findDistrict' | 'findSubDistrict'>,
  address: AddressChain,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  if (address.province_id !== null) {
    const supported = SUPPORTED_PROVINCE_IDS.includes(address.province_id);
    if (!supported || !(await repo.provinceExists(address.province_id))) errors.province_id = ['value not allowed'];
  }
  if (address.district_id !== null) {
    const district = await repo.findDistrict(address.district_id);
    if (!district || district.province_id !== address.province_id) errors.district_id = ['value not allowed'];
  }
  if (address.sub_district_id !== null) {
    const subDistrict = await repo.findSubDistrict(address.sub_district_id);
    if (!subDistrict || subDistrict.district_id !== address.district_id) {
      errors.sub_district_id = ['value not allowed'];
    } else if (address.postal_code !== null && address.postal_code !== subDistrict.postal_code) {
      errors.postal_code = ['postal code not match'];
    }
  }
  return errors;
}

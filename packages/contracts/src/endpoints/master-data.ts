import { endpoint } from '../endpoint.js';
import {
  addressDataResult,
  announceDistrictsResult,
  districtsAroundBangkokResult,
  estateMasterResult,
  projectEstateQuery,
  projectEstateResult,
  trainDataResult,
} from '../master-data.js';

const tags = ['master-data'];
const description = 'Public; Cache-Control max-age 60 with a strong ETag, 304 on a matching If-None-Match.';
const cached = { tags, description, access: 'public', cacheable: true } as const;

/** Spec section 7 "Master data": public, read-only, cacheable GETs. */
export const masterDataEndpoints = {
  estateMaster: endpoint('estateMaster', {
    ...cached,
    summary: 'Estate types, location types, furniture, facilities and hot searches',
    result: estateMasterResult,
  }),
  addressData: endpoint('addressData', {
    ...cached,
    summary: 'Provinces, districts and sub-districts with postal codes',
    result: addressDataResult,
  }),
  districtAroundBangkok: endpoint('districtAroundBangkok', {
    ...cached,
    summary: 'Bangkok and its five neighbouring provinces with their districts',
    result: districtsAroundBangkokResult,
  }),
  announceDistricts: endpoint('announceDistricts', {
    ...cached,
    summary: 'Districts a listing may be posted in',
    result: announceDistrictsResult,
  }),
  trainData: endpoint('trainData', { ...cached, summary: 'Train types, lines and stations', result: trainDataResult }),
  projectEstate: endpoint('projectEstate', {
    ...cached,
    summary: 'Residential projects for the project picker, optionally filtered by name',
    query: projectEstateQuery,
    result: projectEstateResult,
  }),
};

import { call } from '../../../lib/api-client';

/** PUT api/estate/publish/{id}: answers `publish`, or `pending` while the owner's listings are reviewed. */
export function publishEstate(id: number) {
  return call('publishEstate', { params: { id } }, { alert: false });
}

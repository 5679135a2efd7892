import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PackageStoreBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { adminKeys } from './keys';
import { creditKeys } from '../../credit';

/** POST api/admin/package/store: a new package without id, an edit with one. The form shows field errors itself. */
export function storeAdminPackage(body: PackageStoreBody) {
  return call('adminStorePackage', { body }, { alert: false });
}

/** The admin list and the packages on sale are read again after a change. */
export function useStoreAdminPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeAdminPackage,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.packages }), queryClient.invalidateQueries({ queryKey: creditKeys.packages })]),
  });
}

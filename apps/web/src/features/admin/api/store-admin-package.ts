import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PackageStoreBody } from '@baandee/contracts';
import { call } from '../../../lib/api-client';
import { adminPackagesKey } from './get-admin-packages';

/** POST api/admin/package/store: a new package without id, an edit with one. The form shows field errors itself. */
export function storeAdminPackage(body: PackageStoreBody) {
  return call('adminStorePackage', { body }, { alert: false });
}

/** The admin list and the packages on sale are read again after a change. */
export function useStoreAdminPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeAdminPackage,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminPackagesKey }), queryClient.invalidateQueries({ queryKey: ['credit', 'packages'] })]),
  });
}

import { Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import type { LoginDialogView } from '../../../lib/login-dialog-store';
import { AuthViews } from './auth-views';

/**
 * The form of each view. Its texts are in the `account` catalogue, which loads with the
 * dialog's first opening; until then a loader holds the space.
 */
export function LoginDialogBody({ view }: { view: LoginDialogView }) {
  return (
    <Suspense
      fallback={
        <Center mih={160}>
          <Loader />
        </Center>
      }
    >
      <AuthViews view={view} />
    </Suspense>
  );
}

import { Suspense } from 'react';
import { Grid } from '@mantine/core';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageLoading } from '../../../components/page-loading';
import { useCurrentUser } from '../../../lib/current-user';
import { lazyWithStyles } from '../../../lib/mantine-styles';
import { useAdminSummary } from '../api/get-admin-summary';
import { isAdminSection } from '../sections';
import { AdsAdmin } from './ads-admin';
import { BrokerShareQueue } from './broker-share/broker-share-queue';
import { AdminNav } from './admin-nav';
import { AdminOverview } from './admin-overview';
import { ModerationQueue } from './moderation-queue';
import { PackagesAdmin } from './packages-admin';
import { PaymentsQueue } from './payments-queue';
import { TrendsAdmin } from './trends-admin';
import { ReportsQueue } from './reports/reports-queue';
import { UsersAdmin } from './users/users-admin';
import { AuditTrail } from './audit/audit-trail';
import { FailedDeliveries } from './deliveries/failed-deliveries';
import { SettingsAdmin } from './settings-admin';

// the articles section (its lists and forms) loads when it is opened
const ArticlesAdmin = lazyWithStyles(() => import('./articles/articles-admin').then((m) => m.ArticlesAdmin));
// the Songkran event's settings and numbers too, with the event's catalogue
const EventsAdmin = lazyWithStyles(() => import('./events-admin').then((m) => m.EventsAdmin));

/**
 * The admin area for a signed-in user (the route's loader sends visitors to the login
 * dialog). The server decides: a user it does not answer as an admin sees the not-found
 * page, so the area does not show itself to anyone else. The profile's role only spares
 * a plain user the request.
 */
export function AdminScreen({ section }: { section: string | undefined }) {
  const profile = useCurrentUser();
  const knownNonAdmin = profile?.role === 'user';
  const summary = useAdminSummary({ enabled: !knownNonAdmin });
  const current = section === undefined ? 'overview' : isAdminSection(section) ? section : null;

  if (knownNonAdmin || summary.isError || current === null) return <NotFoundPage />;
  if (!summary.data) return <PageLoading />;
  return (
    <Grid gap={{ base: 'md', md: 'xl' }} data-testid="admin-layout">
      <Grid.Col span={{ base: 12, md: 3 }}>
        <AdminNav current={current} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        {current === 'overview' ? (
          <AdminOverview summary={summary.data} />
        ) : current === 'moderation' ? (
          <ModerationQueue />
        ) : current === 'payments' ? (
          <PaymentsQueue />
        ) : current === 'packages' ? (
          <PackagesAdmin />
        ) : current === 'ads' ? (
          <AdsAdmin />
        ) : current === 'trends' ? (
          <TrendsAdmin />
        ) : current === 'articles' ? (
          <Suspense fallback={<PageLoading />}>
            <ArticlesAdmin />
          </Suspense>
        ) : current === 'reports' ? (
          <ReportsQueue />
        ) : current === 'broker-share' ? (
          <BrokerShareQueue />
        ) : current === 'users' ? (
          <UsersAdmin />
        ) : current === 'audit' ? (
          <AuditTrail />
        ) : current === 'deliveries' ? (
          <FailedDeliveries />
        ) : current === 'settings' ? (
          <SettingsAdmin />
        ) : (
          <Suspense fallback={<PageLoading />}>
            <EventsAdmin />
          </Suspense>
        )}
      </Grid.Col>
    </Grid>
  );
}

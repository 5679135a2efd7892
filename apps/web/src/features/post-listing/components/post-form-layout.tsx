import { useEffect } from 'react';
import { Center, Container, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import type { DuplicateMatch } from '@baandee/contracts';
import { DuplicateHold } from '../../../components/duplicate-hold';
import { useStore } from '../../../lib/store';
import { usePageTitle } from '../../../lib/use-page-title';
import { estateFormQuery } from '../api/estate-form';
import { emptyValues, valuesFromListing, type PostFormValues } from '../form-values';
import { PostFormProvider, usePostForm } from '../post-form-context';
import { createdDraft, postFormResets } from '../post-form-resets';

/**
 * The layout of /announce/... and /{announce_id}/announce/...: one form for the five
 * steps, so moving between them keeps what was typed. A new listing and each draft get a
 * form of their own; an existing draft loads from GET api/estate/{id} first.
 */
export function PostFormLayout() {
  const { listingId } = useParams();
  const id = listingId ? Number(listingId) : null;
  const resets = useStore(postFormResets);
  const created = useStore(createdDraft);
  const fresh = id === null || id === created;
  // the form is gone once the page is left: coming back to the draft loads it
  useEffect(() => () => createdDraft.set(null), []);
  if (id !== null && !(Number.isInteger(id) && id > 0)) return <NotFoundPage />;
  return (
    <Container size="md" px={{ base: 'sm', sm: 'md' }} py={{ base: 'md', md: 'xl' }}>
      <Stack gap="lg">{fresh ? <PostFormSession key={`new-${resets}`} initial={emptyValues()} editing={false} /> : <SavedDraft key={id} id={id} />}</Stack>
    </Container>
  );
}

function SavedDraft({ id }: { id: number }) {
  const { t } = useTranslation('postForm');
  const { data } = useQuery({ ...estateFormQuery(id), throwOnError: true });
  if (!data)
    return (
      <Center mih={240}>
        <Loader role="status" aria-label={t('loading')} />
      </Center>
    );
  // a draft is still the owner's new listing; one that has been sent or put on the site is edited
  const held = data.status === 'pending' && data.hold_reason === 'duplicate' ? data.duplicate_matches : null;
  return <PostFormSession initial={valuesFromListing(data)} editing={data.status !== 'draft'} held={held} />;
}

function PostFormSession({ initial, editing, held = null }: { initial: PostFormValues; editing: boolean; held?: readonly DuplicateMatch[] | null }) {
  const { t } = useTranslation('postForm');
  const form = usePostForm({ mode: 'controlled', initialValues: initial });
  const title = t(editing ? 'title.edit' : 'title.new');
  // the steps are paths of their own, each given the route's title by the shell first
  usePageTitle(title, useLocation().pathname);
  return (
    <PostFormProvider form={form}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {held && <DuplicateHold matches={held} />}
      <Outlet />
    </PostFormProvider>
  );
}

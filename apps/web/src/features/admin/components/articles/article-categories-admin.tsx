import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminArticleCategory } from '@baandee/contracts';
import { ContentLoader } from '../../../../components/content-loader';
import { fieldProps, showSubmitError } from '../../../../lib/form-field';
import { currentLanguage } from '../../../../lib/i18n';
import { useAdminArticleCategories, useDeleteArticleCategory, useStoreArticleCategory } from '../../api/admin-article-categories';
import { notifyDone } from '../../notify';
import { AdminFormModal } from '../admin-form-modal';
import { ConfirmDeleteModal } from '../confirm-delete-modal';

type Sub = AdminArticleCategory['sub_categories'][number];
/** What the form edits: a category, or a sub-category of `parent`. */
type Editing = { kind: 'category'; item: AdminArticleCategory | null } | { kind: 'sub'; parent: AdminArticleCategory; item: Sub | null };
type Deleting = { kind: 'category' | 'sub'; id: number; name: string };

interface Values {
  slug: string;
  name_th: string;
  name_en: string;
  sort_order: number;
}

const local = (th: string, en: string) => (currentLanguage() === 'en' && en ? en : th);

/** The article categories and their sub-categories in their order, with how many articles each has. */
export function ArticleCategoriesAdmin() {
  const { t } = useTranslation('article');
  const query = useAdminArticleCategories();
  const remove = useDeleteArticleCategory();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const actions = (name: string, onEdit: () => void, onDelete: () => void) => (
    <Group gap={2} wrap="nowrap">
      <ActionIcon variant="subtle" size="lg" onClick={onEdit} aria-label={t('admin.categories.edit', { name })}>
        <IconEdit size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" size="lg" onClick={onDelete} aria-label={t('admin.categories.delete', { name })}>
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );

  return (
    <Stack gap="md" data-testid="article-categories-admin">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text size="sm" c="dimmed" maw={520}>
          {t('admin.categories.lead')}
        </Text>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ kind: 'category', item: null })} data-testid="article-category-add">
          {t('admin.categories.add')}
        </Button>
      </Group>
      <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {query.data?.categories.map((category) => {
            const name = local(category.cate_name_th, category.cate_name_en);
            return (
              <Paper key={category.category_id} component="li" withBorder radius="lg" p="md" data-testid="admin-article-category">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <div>
                    <Title order={3} size="h5">
                      {name}
                    </Title>
                    <Text size="xs" c="dimmed">
                      /{category.slug} · {t('admin.categories.articles', { count: category.article_count })}
                    </Text>
                  </div>
                  {actions(
                    name,
                    () => setEditing({ kind: 'category', item: category }),
                    () => setDeleting({ kind: 'category', id: category.category_id, name }),
                  )}
                </Group>
                <Stack gap={4} mt="xs" component="ul" p={0} style={{ listStyle: 'none' }}>
                  {category.sub_categories.map((sub) => {
                    const subName = local(sub.subcategory_name_th, sub.subcategory_name_en);
                    return (
                      <Group key={sub.sub_category_id} component="li" justify="space-between" wrap="nowrap" pl="md">
                        <Group gap={6}>
                          <Text size="sm">{subName}</Text>
                          <Badge variant="light" color="gray" tt="none" size="sm">
                            {t('admin.categories.articles', { count: sub.article_count })}
                          </Badge>
                        </Group>
                        {actions(
                          subName,
                          () => setEditing({ kind: 'sub', parent: category, item: sub }),
                          () => setDeleting({ kind: 'sub', id: sub.sub_category_id, name: subName }),
                        )}
                      </Group>
                    );
                  })}
                </Stack>
                <Button variant="subtle" size="compact-sm" mt="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing({ kind: 'sub', parent: category, item: null })}>
                  {t('admin.categories.addSub')}
                </Button>
              </Paper>
            );
          })}
        </Stack>
      </ContentLoader>
      {editing && <CategoryForm editing={editing} onClose={() => setEditing(null)} />}
      <ConfirmDeleteModal
        opened={deleting !== null}
        title={deleting ? t('admin.categories.deleteTitle', { name: deleting.name }) : ''}
        text={t('admin.categories.deleteText')}
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => {
              setDeleting(null);
              notifyDone(t('admin.categories.deleted'));
            },
          })
        }
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

function initialValues(editing: Editing): Values {
  if (editing.kind === 'category') {
    const item = editing.item;
    return { slug: item?.slug ?? '', name_th: item?.cate_name_th ?? '', name_en: item?.cate_name_en ?? '', sort_order: item?.sort_order ?? 0 };
  }
  const item = editing.item;
  return { slug: item?.slug ?? '', name_th: item?.subcategory_name_th ?? '', name_en: item?.subcategory_name_en ?? '', sort_order: item?.sort_order ?? 0 };
}

/** A category's or sub-category's names, link slug and order; the server's field errors (a slug in use) land on the fields. */
function CategoryForm({ editing, onClose }: { editing: Editing; onClose: () => void }) {
  const { t } = useTranslation('article');
  const store = useStoreArticleCategory();
  const form = useForm<Values>({ mode: 'controlled', initialValues: initialValues(editing) });
  const field = (name: keyof Values) => fieldProps(form, name);
  const nameTh = editing.kind === 'category' ? 'cate_name_th' : 'subcategory_name_th';
  const nameEn = editing.kind === 'category' ? 'cate_name_en' : 'subcategory_name_en';
  const fieldOf = (path: string) => (path === nameTh ? 'name_th' : path === nameEn ? 'name_en' : path);

  const submit = form.onSubmit((values) => {
    const id = editing.item ? (editing.kind === 'category' ? editing.item.category_id : editing.item.sub_category_id) : undefined;
    const change =
      editing.kind === 'category'
        ? { kind: 'category' as const, body: { id, slug: values.slug, cate_name_th: values.name_th, cate_name_en: values.name_en, sort_order: values.sort_order } }
        : {
            kind: 'sub' as const,
            body: { id, category_id: editing.parent.category_id, slug: values.slug, subcategory_name_th: values.name_th, subcategory_name_en: values.name_en, sort_order: values.sort_order },
          };
    store.mutate(change, {
      onSuccess: () => {
        notifyDone(t('admin.categories.saved'));
        onClose();
      },
      onError: (error) => showSubmitError(form, error, ['slug', 'name_th', 'name_en', 'sort_order'], fieldOf),
    });
  });

  const title =
    editing.item !== null
      ? t('admin.categories.edit', { name: form.getValues().name_th })
      : editing.kind === 'category'
        ? t('admin.categories.newCategory')
        : t('admin.categories.newSub', { name: local(editing.parent.cate_name_th, editing.parent.cate_name_en) });
  return (
    <AdminFormModal title={title} saving={store.isPending} onSubmit={submit} onClose={onClose} testId="article-category-form" saveTestId="article-category-save">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('admin.categories.nameTh')} withAsterisk data-autofocus {...field('name_th')} />
        <TextInput label={t('admin.categories.nameEn')} withAsterisk {...field('name_en')} />
        <TextInput label={t('admin.categories.slug')} withAsterisk autoCapitalize="none" spellCheck={false} {...field('slug')} />
        <NumberInput label={t('admin.categories.order')} min={0} max={10_000} allowDecimal={false} {...field('sort_order')} />
      </SimpleGrid>
    </AdminFormModal>
  );
}

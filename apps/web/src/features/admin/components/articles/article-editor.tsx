import { Button, FileButton, Group, Image, Paper, Radio, Select, SimpleGrid, Stack, Switch, Tabs, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconEye, IconPhotoUp, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminArticle } from '@baandee/contracts';
import { ARTICLE_STATUSES, ARTICLE_TEXT_LIMITS, IMAGE_ACCEPT, articlePath } from '@baandee/domain';
import { ContentLoader } from '../../../../components/content-loader';
import { showAlert } from '../../../../components/alert-store';
import { ApiError, firstFieldMessages } from '../../../../lib/api-client';
import { describeApiError } from '../../../../lib/api-messages';
import { fieldProps, revealFirstError, showSubmitError } from '../../../../lib/form-field';
import { currentLanguage } from '../../../../lib/i18n';
import { useDistrictAroundBangkok } from '../../../../lib/master-data/get-district-around-bangkok';
import { estateTypeName, useEstateTypes } from '../../../../lib/master-data/get-estate-master';
import { useAdminArticleCategories } from '../../api/admin-article-categories';
import { useAdminArticle } from '../../api/get-admin-articles';
import { uploadArticleImage, useStoreAdminArticle } from '../../api/store-admin-article';
import { notifyDone } from '../../notify';
import { articleBody, articleBodyErrors, articleFormValues, type ArticleFormValues } from './article-form';
import { RichTextField } from './rich-text-field';

/** The editor of one article (a new one when `id` is null), once it has loaded. */
export function ArticleEditor({ id, onClose }: { id: number | null; onClose: () => void }) {
  const query = useAdminArticle(id);
  return (
    <ContentLoader loading={id !== null && query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
      {(id === null || query.data) && <ArticleForm article={query.data ?? null} onClose={onClose} />}
    </ContentLoader>
  );
}

const LANGUAGE_FIELDS: string[] = ['title_th', 'title_en', 'summary_th', 'summary_en', 'body_th', 'body_en'];
const FIELDS: (keyof ArticleFormValues)[] = [
  'category_id', 'sub_category_id', 'title_th', 'title_en', 'summary_th', 'summary_en', 'body_th', 'body_en', 'cover_img', 'is_highlight', 'status', 'publish_at', 'related_district_id', 'related_estate_type_id',
];

/**
 * Thai and English in tabs (title, summary, body with the rich-text editor), the category
 * and sub-category, the cover, the highlight flag, publishing (draft, now or at a time)
 * and the hints that pick the listings shown under the article.
 */
function ArticleForm({ article, onClose }: { article: AdminArticle | null; onClose: () => void }) {
  const { t } = useTranslation(['article', 'admin']);
  const language = currentLanguage();
  const store = useStoreAdminArticle();
  const categories = useAdminArticleCategories().data?.categories ?? [];
  const { estateTypes } = useEstateTypes();
  const districts = useDistrictAroundBangkok().data?.provinces ?? [];
  const [coverUploading, setCoverUploading] = useState(false);
  const form = useForm<ArticleFormValues>({ mode: 'controlled', initialValues: articleFormValues(article) });
  const field = (name: keyof ArticleFormValues) => fieldProps(form, name);
  const values = form.getValues();
  const local = (th: string, en: string) => (language === 'en' && en ? en : th);
  const category = categories.find((c) => String(c.category_id) === values.category_id);

  const formRef = useRef<HTMLFormElement>(null);
  const [tab, setTab] = useState<string | null>('th');
  /** Shows the errors: the language tab that holds the first one, then that field, scrolled to and focused. */
  const showErrors = (errors: Record<string, unknown>) => {
    const names = Object.keys(errors);
    const inTab = (lang: 'th' | 'en') => names.some((name) => LANGUAGE_FIELDS.includes(name) && name.endsWith(`_${lang}`));
    if (inTab('th')) setTab('th');
    else if (inTab('en')) setTab('en');
    revealFirstError(formRef.current);
  };

  const submit = form.onSubmit((current) => {
    const body = articleBody(current, article?.article_id ?? null);
    // checked here as the server will: an empty form is answered on its fields, not sent
    const errors = articleBodyErrors(body);
    if (errors) {
      form.setErrors(errors);
      showErrors(errors);
      return;
    }
    store.mutate(body, {
      onSuccess: () => {
        notifyDone(t('admin.saved'));
        onClose();
      },
      onError: (error) => {
        showSubmitError(form, error, FIELDS);
        if (error instanceof ApiError) showErrors(firstFieldMessages(error.fieldErrors));
      },
    });
  });

  const uploadCover = async (file: File | null) => {
    if (!file) return;
    setCoverUploading(true);
    try {
      const image = await uploadArticleImage(file);
      form.setValues({ cover_img: image.url, cover_preview: image.url });
    } catch (caught) {
      if (caught instanceof ApiError) showAlert({ type: 'error', ...describeApiError(caught) });
    } finally {
      setCoverUploading(false);
    }
  };

  const languageFields = (lang: 'th' | 'en') => (
    <Stack gap="md">
      <TextInput label={t('admin.fields.title')} withAsterisk={lang === 'th'} maxLength={ARTICLE_TEXT_LIMITS.title} lang={lang} {...field(`title_${lang}`)} data-testid={`article-title-${lang}`} />
      <Textarea label={t('admin.fields.summary')} description={t('admin.fields.summaryHint')} autosize minRows={2} maxLength={ARTICLE_TEXT_LIMITS.summary} lang={lang} {...field(`summary_${lang}`)} data-testid={`article-summary-${lang}`} />
      <RichTextField
        label={t('admin.fields.body')}
        value={form.getValues()[`body_${lang}`]}
        onChange={(html) => form.setFieldValue(`body_${lang}`, html)}
        error={fieldProps(form, `body_${lang}`).error}
        testId={`article-body-${lang}`}
      />
    </Stack>
  );

  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', md: 'lg' }} data-testid="article-editor">
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="lg">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Button variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={onClose} px={4}>
              {t('admin.back')}
            </Button>
            <Title order={2} size="h3">
              {article ? t('admin.editorTitleEdit') : t('admin.editorTitleNew')}
            </Title>
            {article && (
              <Button component={Link} to={articlePath(article.article_id)} variant="light" leftSection={<IconEye size={18} aria-hidden />} data-testid="article-preview">
                {article.status === 'published' ? t('admin.view') : t('admin.previewSaved')}
              </Button>
            )}
          </Group>
          <Tabs value={tab} onChange={setTab} keepMounted>
            <Tabs.List aria-label={t('admin.languageTabs')}>
              <Tabs.Tab value="th" lang="th" data-testid="article-tab-th">
                {t('admin.thai')}
              </Tabs.Tab>
              <Tabs.Tab value="en" lang="en" data-testid="article-tab-en">
                {t('admin.english')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="th" pt="md">
              {languageFields('th')}
            </Tabs.Panel>
            <Tabs.Panel value="en" pt="md">
              {languageFields('en')}
            </Tabs.Panel>
          </Tabs>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('admin.fields.category')}
              withAsterisk
              data={categories.map((c) => ({ value: String(c.category_id), label: local(c.cate_name_th, c.cate_name_en) }))}
              {...field('category_id')}
              onChange={(value) => form.setValues({ category_id: value, sub_category_id: null })}
              data-testid="article-category"
            />
            <Select
              label={t('admin.fields.subCategory')}
              placeholder={t('admin.fields.none')}
              clearable
              data={(category?.sub_categories ?? []).map((s) => ({ value: String(s.sub_category_id), label: local(s.subcategory_name_th, s.subcategory_name_en) }))}
              {...field('sub_category_id')}
              data-testid="article-sub-category"
            />
          </SimpleGrid>
          <Stack gap={6}>
            <Text fw={500} size="sm">
              {t('admin.fields.cover')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('admin.fields.coverHint')}
            </Text>
            {values.cover_preview && <Image src={values.cover_preview} alt="" maw={360} radius="md" data-testid="article-cover-preview" />}
            <Group gap="xs">
              <FileButton onChange={(file) => void uploadCover(file)} accept={IMAGE_ACCEPT}>
                {(props) => (
                  <Button {...props} variant="light" loading={coverUploading} leftSection={<IconPhotoUp size={18} aria-hidden />} data-testid="article-cover-upload">
                    {t('admin.fields.coverUpload')}
                  </Button>
                )}
              </FileButton>
              {values.cover_img && (
                <Button variant="subtle" color="red" leftSection={<IconX size={16} aria-hidden />} onClick={() => form.setValues({ cover_img: null, cover_preview: null })}>
                  {t('admin.fields.coverRemove')}
                </Button>
              )}
            </Group>
            {form.errors.cover_img && (
              <Text size="xs" c="red">
                {fieldProps(form, 'cover_img').error}
              </Text>
            )}
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label={t('admin.fields.district')}
              description={t('admin.fields.relatedHint')}
              placeholder={t('admin.fields.none')}
              clearable
              searchable
              data={districts.map((p) => ({ group: local(p.name_th, p.name_en), items: p.districts.map((d) => ({ value: String(d.id), label: local(d.name_th, d.name_en) })) }))}
              {...field('related_district_id')}
            />
            <Select
              label={t('admin.fields.estateType')}
              description={t('admin.fields.relatedHint')}
              placeholder={t('admin.fields.none')}
              clearable
              data={estateTypes.map((type) => ({ value: String(type.id), label: estateTypeName(type, language) }))}
              {...field('related_estate_type_id')}
              data-testid="article-estate-type"
            />
          </SimpleGrid>
          <Switch label={t('admin.fields.highlight')} {...form.getInputProps('is_highlight', { type: 'checkbox' })} data-testid="article-highlight" />
          <Stack gap="xs">
            <Radio.Group
              label={t('admin.fields.status')}
              value={values.status}
              onChange={(value) => form.setFieldValue('status', value as ArticleFormValues['status'])}
              data-testid="article-status"
            >
              <Group gap="lg" mt={6}>
                {ARTICLE_STATUSES.map((status) => (
                  <Radio key={status} value={status} label={t(`admin.statusOptions.${status}`)} />
                ))}
              </Group>
            </Radio.Group>
            {values.status === 'scheduled' && (
              <TextInput type="datetime-local" label={t('admin.fields.publishAt')} withAsterisk {...field('publish_at')} data-testid="article-publish-at" />
            )}
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" loading={store.isPending} data-testid="article-save">
              {t('admin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

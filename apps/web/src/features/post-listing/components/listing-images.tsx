import { useCallback } from 'react';
import { ActionIcon, Button, FileButton, Group, Image, Input, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListingImage } from '@baandee/contracts';
import { COVER_IMAGE, GALLERY_IMAGE, GALLERY_MAX_IMAGES, GALLERY_MIN_IMAGES, IMAGE_ACCEPTED_LABELS, IMAGE_MAX_MB } from '@baandee/domain';
import { translateMessage } from '../../../lib/api-messages';
import { IMAGE_PICKER_ACCEPT } from '../../../lib/profile-image';
import { moveItem } from '../move-item';
import { usePostFormContext } from '../post-form-context';
import { useImageUploads } from '../use-image-uploads';
import { usePhotoEnhance, type PhotoEnhance } from '../use-photo-enhance';
import { EnhanceSummary, PhotoEnhanceAction } from './photo-enhance';
import { UploadList } from './upload-list';

function errorOf(error: unknown): string | undefined {
  return typeof error === 'string' ? translateMessage(error) : undefined;
}

/** The cover photo: one, replaced by a new upload. */
function CoverImage({ enhance }: { enhance: PhotoEnhance }) {
  const { t } = useTranslation(['postForm', 'listing']);
  const form = usePostFormContext();
  const cover = form.values.cover_img;
  const uploads = useImageUploads(useCallback((image: ListingImage) => form.setFieldValue('cover_img', image), [form]));
  const error = errorOf(form.errors.cover_img);
  return (
    <Input.Wrapper
      label={t('listing:fields.cover_img')}
      description={t('post.images.coverHint', { width: String(COVER_IMAGE.width), height: String(COVER_IMAGE.height) })}
      withAsterisk
      error={error}
    >
      <Stack gap="sm" mt="xs" data-path="cover_img" data-invalid={error ? true : undefined} tabIndex={error ? -1 : undefined}>
        {cover && (
          <Paper withBorder radius="md" style={{ overflow: 'hidden' }} maw={COVER_IMAGE.width / 2}>
            <Image src={cover.url} alt={t('post.images.coverAlt')} fit="cover" style={{ aspectRatio: `${COVER_IMAGE.width} / ${COVER_IMAGE.height}` }} />
          </Paper>
        )}
        <Group gap="sm">
          <FileButton onChange={(file) => file && void uploads.start([file])} accept={IMAGE_PICKER_ACCEPT}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconPhotoPlus size={18} aria-hidden />} loading={uploads.busy} data-testid="cover-button">
                {cover ? t('post.images.replaceCover') : t('post.images.chooseCover')}
              </Button>
            )}
          </FileButton>
          {cover && <PhotoEnhanceAction enhance={enhance} image={cover} label={t('post.images.coverAlt')} onChange={(image) => form.setFieldValue('cover_img', image)} />}
          {cover && (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={18} aria-hidden />} onClick={() => form.setFieldValue('cover_img', null)}>
              {t('post.images.removeCover')}
            </Button>
          )}
        </Group>
        <UploadList items={uploads.items} onDismiss={uploads.dismiss} />
      </Stack>
    </Input.Wrapper>
  );
}

/** The gallery: at least 3 to publish, in the order the owner sets (up and down), each removable. */
function GalleryImages({ enhance }: { enhance: PhotoEnhance }) {
  const { t } = useTranslation(['postForm', 'listing']);
  const form = usePostFormContext();
  const gallery = form.values.gallery_img_cast;
  const append = useCallback(
    (image: ListingImage) => {
      const current = form.getValues().gallery_img_cast;
      if (current.length < GALLERY_MAX_IMAGES) form.setFieldValue('gallery_img_cast', [...current, image]);
    },
    [form],
  );
  const uploads = useImageUploads(append);
  const error = errorOf(form.errors.gallery_img_cast);
  const room = GALLERY_MAX_IMAGES - gallery.length;
  const move = (index: number, by: -1 | 1) => form.setFieldValue('gallery_img_cast', moveItem(gallery, index, by));

  return (
    <Input.Wrapper
      label={t('listing:fields.gallery_img_cast')}
      description={t('post.images.galleryHint', { min: String(GALLERY_MIN_IMAGES), max: String(GALLERY_MAX_IMAGES), width: String(GALLERY_IMAGE.width), height: String(GALLERY_IMAGE.height) })}
      withAsterisk
      error={error}
    >
      <Stack gap="sm" mt="xs" data-path="gallery_img_cast" data-invalid={error ? true : undefined} tabIndex={error ? -1 : undefined}>
        {gallery.length > 0 && (
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="gallery">
            {gallery.map((image, index) => (
              // keyed by the original's URL: an enhanced photo (or the original again) stays the same tile, so its before/after view opens
              <Paper component="li" key={enhance.photoOf(image.url)?.original_url ?? image.url} withBorder radius="md" p={4} data-testid="gallery-item">
                <Image src={image.thumb_url} alt={t('post.images.alt', { number: String(index + 1) })} radius="sm" fit="cover" style={{ aspectRatio: `${GALLERY_IMAGE.width} / ${GALLERY_IMAGE.height}` }} />
                <Group gap={2} justify="center" mt={4} wrap="wrap">
                  <PhotoEnhanceAction
                    enhance={enhance}
                    image={image}
                    label={t('post.images.alt', { number: String(index + 1) })}
                    compact
                    onChange={(next) => form.replaceListItem('gallery_img_cast', index, next)}
                  />
                  <ActionIcon variant="subtle" size="lg" aria-label={t('post.images.moveUp', { number: String(index + 1) })} disabled={index === 0} onClick={() => move(index, -1)}>
                    <IconArrowUp size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon variant="subtle" size="lg" aria-label={t('post.images.moveDown', { number: String(index + 1) })} disabled={index === gallery.length - 1} onClick={() => move(index, 1)}>
                    <IconArrowDown size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="red" size="lg" aria-label={t('post.images.remove', { number: String(index + 1) })} onClick={() => form.removeListItem('gallery_img_cast', index)}>
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
        )}
        <Group gap="sm">
          <FileButton multiple onChange={(files) => void uploads.start(files.slice(0, room))} accept={IMAGE_PICKER_ACCEPT} disabled={room <= 0}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconPhotoPlus size={18} aria-hidden />} data-testid="gallery-button">
                {t('post.images.addGallery')}
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            {room <= 0 ? t('post.images.galleryFull', { max: String(GALLERY_MAX_IMAGES) }) : t('post.images.galleryCount', { uploaded: String(gallery.length), max: String(GALLERY_MAX_IMAGES) })}
          </Text>
        </Group>
        <UploadList items={uploads.items} onDismiss={uploads.dismiss} />
      </Stack>
    </Input.Wrapper>
  );
}

/** Cover and gallery photos through POST api/estate/upload-image, each to enhance once the listing has its id. */
export function ListingImages() {
  const { t } = useTranslation('postForm');
  const form = usePostFormContext();
  const enhance = usePhotoEnhance(form.values.id);
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {t('post.images.fileHint', { types: IMAGE_ACCEPTED_LABELS, imageMb: String(IMAGE_MAX_MB) })}
      </Text>
      <EnhanceSummary enhance={enhance} />
      <CoverImage enhance={enhance} />
      <GalleryImages enhance={enhance} />
    </Stack>
  );
}

import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, isAcceptedImageFile } from '@baandee/domain';
import type { ErrorKey } from '@baandee/locales';
import defaultAvatar from './default-avatar.svg';

/** Shown when a user has no picture, or theirs cannot load. */
export const DEFAULT_AVATAR: string = defaultAvatar;

/** The `accept` of a picture picker: exactly the types the server decodes (phone HEIC and AVIF too). */
export const IMAGE_PICKER_ACCEPT = IMAGE_ACCEPT;

/** Spec section 5: a picture of an accepted type and at most 2 MB, checked before anything is sent. */
export function imageFileError(file: Pick<File, 'name' | 'type' | 'size'>): ErrorKey | null {
  if (!isAcceptedImageFile(file)) return 'not an image';
  if (file.size > IMAGE_MAX_BYTES) return 'image over 2 MB';
  return null;
}

/**
 * The src of a profile picture (spec section 3): a provider's full URL as it is, an
 * uploaded picture's relative path from the site root, the default image when empty.
 */
export function profileImageSrc(path: string | null | undefined): string {
  const value = path?.trim();
  if (!value) return DEFAULT_AVATAR;
  if (/^(https?:)?\/\//i.test(value)) return value;
  return value.startsWith('/') ? value : `/${value}`;
}

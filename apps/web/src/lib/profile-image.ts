import defaultAvatar from './default-avatar.svg';

/** Shown when a user has no picture, or theirs cannot load. */
export const DEFAULT_AVATAR: string = defaultAvatar;

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

import { describe, expect, it } from 'vitest';
import { IMAGE_ACCEPTED_TYPES, IMAGE_MAX_BYTES, IMAGE_MAX_MB } from '@baandee/domain';
import { translateMessage } from './api-messages';
import { DEFAULT_AVATAR, IMAGE_PICKER_ACCEPT, imageFileError, profileImageSrc } from './profile-image';

describe('profileImageSrc', () => {
  it('uses the default image when there is no picture', () => {
    expect(profileImageSrc(null)).toBe(DEFAULT_AVATAR);
    expect(profileImageSrc('  ')).toBe(DEFAULT_AVATAR);
  });

  it("keeps a provider's full URL", () => {
    expect(profileImageSrc('https://lh3.googleusercontent.com/a/photo.jpg')).toBe('https://lh3.googleusercontent.com/a/photo.jpg');
    expect(profileImageSrc('//graph.facebook.com/1/picture')).toBe('//graph.facebook.com/1/picture');
  });

  it('serves an uploaded relative path from the site root', () => {
    expect(profileImageSrc('/uploads/profile/a.webp')).toBe('/uploads/profile/a.webp');
    expect(profileImageSrc('uploads/profile/a.webp')).toBe('/uploads/profile/a.webp');
  });
});

describe('picture pickers', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('offer exactly the types the server decodes, by type and by extension', () => {
    const offered = IMAGE_PICKER_ACCEPT.split(',');
    for (const type of IMAGE_ACCEPTED_TYPES) {
      expect(offered).toContain(type.mime);
      for (const extension of type.extensions) expect(offered).toContain(extension);
    }
    expect(offered).toContain('image/heic');
    expect(offered).toContain('image/avif');
  });

  it('let phone photos through, including a HEIC the browser gives no type', () => {
    expect(imageFileError(file('IMG_0001.HEIC', 'image/heic'))).toBeNull();
    expect(imageFileError(file('IMG_0001.HEIC', ''))).toBeNull();
    expect(imageFileError(file('photo.avif', 'image/avif'))).toBeNull();
    expect(imageFileError(file('me.jpg', 'image/jpeg'))).toBeNull();
  });

  it('stop other files and pictures over the limit before sending', () => {
    expect(imageFileError(file('logo.svg', 'image/svg+xml'))).toBe('not an image');
    expect(imageFileError(file('scan.tiff', 'image/tiff'))).toBe('not an image');
    expect(imageFileError(file('notes.txt', ''))).toBe('not an image');
    expect(imageFileError(file('big.jpg', 'image/jpeg', IMAGE_MAX_BYTES + 1))).toBe('image over 2 MB');
  });

  it('quote the size limit from the domain constant', () => {
    expect(translateMessage('image over 2 MB')).toBe(`รูปภาพต้องมีขนาดไม่เกิน ${IMAGE_MAX_MB} MB`);
  });
});

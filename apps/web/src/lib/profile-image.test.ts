import { describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR, profileImageSrc } from './profile-image';

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

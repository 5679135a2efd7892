import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '@baandee/domain';
import { prepareImage } from './prepare-image';

// jsdom decodes no pictures: what a browser that cannot read the file (HEIC outside Safari) does
describe('prepareImage', () => {
  it('sends a picture within 2 MB as it is', async () => {
    const file = new File([new Uint8Array(1000)], 'room.jpg', { type: 'image/jpeg' });
    expect(await prepareImage(file)).toBe(file);
  });

  it('hands back what is not a picture untouched, for the caller to refuse', async () => {
    const file = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'notes.txt', { type: 'text/plain' });
    expect(await prepareImage(file)).toBe(file);
  });

  it('sends a large picture it cannot decode as it is (the server reads HEIC and answers for its size)', async () => {
    const file = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'IMG_0001.HEIC', { type: '' });
    expect(await prepareImage(file)).toBe(file);
  });
});

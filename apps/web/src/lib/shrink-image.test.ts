import { describe, expect, it } from 'vitest';
import { encodeWithin, UPLOAD_LONG_SIDE, UPLOAD_QUALITIES, uploadName, uploadSizes } from './shrink-image';

describe('the size a picture is sent at', () => {
  it("brings a 12 MP phone photo's long side to 2,560 px, keeping its shape, portrait or landscape", () => {
    expect(uploadSizes(4000, 3000)[0]).toEqual({ width: UPLOAD_LONG_SIDE, height: 1920 });
    expect(uploadSizes(3024, 4032)[0]).toEqual({ width: 1920, height: UPLOAD_LONG_SIDE });
  });

  it('never enlarges a smaller picture, and each fallback size is smaller than the one before', () => {
    const sizes = uploadSizes(1800, 1200);
    expect(sizes[0]).toEqual({ width: 1800, height: 1200 });
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]!.width).toBeLessThan(sizes[i - 1]!.width);
  });

  it('names the sent file by what it is', () => {
    expect(uploadName('IMG_2041.HEIC')).toBe('IMG_2041.jpg');
    expect(uploadName('ห้องนอน.png')).toBe('ห้องนอน.jpg');
    expect(uploadName('.png')).toBe('photo.jpg');
  });
});

describe('encodeWithin', () => {
  /** A surface whose encoding weighs a byte per pixel times the quality. */
  const surface = (tried: string[]) => ({
    encode: async (size: { width: number; height: number }, quality: number) => {
      tried.push(`${size.width}x${size.height}@${quality}`);
      return { size: Math.round(size.width * size.height * quality) } as Blob;
    },
  });

  it('takes the first quality at the full size when it fits', async () => {
    const tried: string[] = [];
    const blob = await encodeWithin(surface(tried), 4000, 3000, 10_000_000);
    expect(tried).toEqual([`2560x1920@${UPLOAD_QUALITIES[0]}`]);
    expect(blob!.size).toBeLessThanOrEqual(10_000_000);
  });

  it('lowers the quality, then the size, until the picture fits the limit', async () => {
    const tried: string[] = [];
    const limit = 2 * 1024 * 1024;
    const blob = await encodeWithin(surface(tried), 4000, 3000, limit);
    expect(blob!.size).toBeLessThanOrEqual(limit);
    expect(tried.slice(0, 3)).toEqual(UPLOAD_QUALITIES.map((quality) => `2560x1920@${quality}`));
    expect(tried.length).toBeGreaterThan(3);
  });

  it('gives up (null) when nothing fits, so the caller can say so', async () => {
    expect(await encodeWithin(surface([]), 4000, 3000, 10)).toBeNull();
  });
});

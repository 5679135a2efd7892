import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/**
 * A photo as a 12 MP phone camera saves it: 4000 x 3000 JPEG pixels of about 5 MB (fine
 * noise, as a sensor gives) with EXIF orientation 6, so it is shown portrait, 3000 x 4000,
 * with a red band across the top third as it is shown and blue below it.
 */
export async function phonePhoto(): Promise<Buffer> {
  const width = 3000;
  const height = 4000;
  const pixels = randomBytes(width * height * 3);
  for (let at = 0; at < pixels.length; at += 3) {
    const top = at / 3 / width < height * 0.3;
    const [r, g, b] = top ? [210, 40, 40] : [60, 110, 200];
    pixels[at] = r + (pixels[at]! % 48) - 24;
    pixels[at + 1] = g + (pixels[at + 1]! % 48) - 24;
    pixels[at + 2] = b + (pixels[at + 2]! % 48) - 24;
  }
  // the camera's sensor is landscape: the pixels are stored turned a quarter to the left, and orientation 6 turns them back
  return sharp(pixels, { raw: { width, height, channels: 3 } }).rotate(-90).jpeg({ quality: 94 }).withMetadata({ orientation: 6 }).toBuffer();
}

/** Whether the pixel at (x, y) of a picture is the red of the photo's top band. */
export async function isRedAt(picture: Buffer, x: number, y: number): Promise<boolean> {
  const { data, info } = await sharp(picture).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 3;
  return data[at]! > 150 && data[at + 1]! < 100 && data[at + 2]! < 100;
}

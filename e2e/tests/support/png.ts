import { crc32, deflateSync } from 'node:zlib';

type Rgb = [number, number, number];

/** A real 8-bit RGB PNG built without an image library, each pixel's colour from `pixel(x, y)`. */
export function png(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(1 + width * 3); // each row starts with filter type 0
    for (let x = 0; x < width; x++) row.set(pixel(x, y), 1 + x * 3);
    return row;
  });
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

/** A solid-colour PNG of any size (listing photos the server resizes). */
export function solidPng(width: number, height: number, rgb: Rgb): Buffer {
  return png(width, height, () => rgb);
}

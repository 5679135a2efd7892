import { randomBytes } from 'node:crypto';

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body with the given file parts in order, as a browser's FormData sends it. */
export function multipartParts(parts: readonly FilePart[]) {
  const boundary = `----baandee${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap(({ field, filename, contentType, data }) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipartFile(field: string, filename: string, contentType: string, data: Buffer) {
  return multipartParts([{ field, filename, contentType, data }]);
}

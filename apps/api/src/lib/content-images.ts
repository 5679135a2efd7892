import type { Config } from '../config.js';

/**
 * Where a picture in stored HTML (an article's body, an ad) may come from: this site (a
 * path, or its public address) and the upload bucket, the hosts the content security
 * policy lets images load from (lib/security-headers.ts). A picture of any other host would
 * be stored and then blocked by every browser, so the sanitisers drop it when it is saved.
 */
export function contentImageOrigins(config: Pick<Config, 'publicUrl' | 's3'>): string[] {
  return [new URL(config.publicUrl).origin, ...(config.s3 ? [new URL(config.s3.publicUrl).origin] : [])];
}

/** Whether `src` is a path of this site or an http(s) address of one of `origins`. */
export function isContentImageSource(src: string | undefined, origins: readonly string[]): boolean {
  if (!src) return false;
  if (src.startsWith('/') && !src.startsWith('//')) return true;
  try {
    const url = new URL(src);
    return (url.protocol === 'https:' || url.protocol === 'http:') && origins.includes(url.origin);
  } catch {
    return false;
  }
}

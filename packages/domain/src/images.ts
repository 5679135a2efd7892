/**
 * Pictures users upload (spec section 5, DESIGN section 2): what is accepted, how large,
 * and the sizes the pages show. The API decodes every accepted type and the web's file
 * pickers offer exactly these.
 */

export const IMAGE_MAX_BYTES = 2 * 1024 * 1024; // spec: an image is at most 2 MB
/** The same limit in megabytes, as the catalogue texts quote it ({{max}}). */
export const IMAGE_MAX_MB = IMAGE_MAX_BYTES / (1024 * 1024);

/**
 * How many pixels a picture may decode to (docs/decisions/039-image-work-pool-and-pixel-caps.md):
 * a 2 MB file can still hold a huge, cheap-to-send bitmap whose decoding costs seconds of CPU.
 * A photo (listing, profile, article, ad) may be up to 24 megapixels: a 12 MP phone photo,
 * a 20-24 MP camera frame or a panorama of that size. A transfer slip is a phone screenshot
 * (1080x2400 is 2.6 MP) or a photo of one: at most 16 megapixels, and no longer than 1:4.
 */
export const IMAGE_MAX_MEGAPIXELS = 24;
export const IMAGE_MAX_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;
export const SLIP_MAX_MEGAPIXELS = 16;
export const SLIP_MAX_PIXELS = SLIP_MAX_MEGAPIXELS * 1_000_000;
/** The long side of a slip picture over its short side. */
export const SLIP_MAX_ASPECT = 4;

/**
 * Camera and phone formats: JPEG, PNG, WebP, GIF, and HEIC/HEIF (iPhone) and AVIF
 * (newer Android). The server sniffs the real type from the bytes; the name and the
 * declared type only let a browser offer the right files.
 */
export const IMAGE_ACCEPTED_TYPES = [
  { mime: 'image/jpeg', extensions: ['.jpg', '.jpeg'], label: 'JPG' },
  { mime: 'image/png', extensions: ['.png'], label: 'PNG' },
  { mime: 'image/webp', extensions: ['.webp'], label: 'WebP' },
  { mime: 'image/gif', extensions: ['.gif'], label: 'GIF' },
  { mime: 'image/heic', extensions: ['.heic'], label: 'HEIC' },
  { mime: 'image/heif', extensions: ['.heif'], label: 'HEIF' },
  { mime: 'image/avif', extensions: ['.avif'], label: 'AVIF' },
] as const;

export type ImageMimeType = (typeof IMAGE_ACCEPTED_TYPES)[number]['mime'];

/**
 * The `accept` attribute of a file input: the types and the extensions, since some
 * browsers give a HEIC file no type at all.
 */
export const IMAGE_ACCEPT = /* @__PURE__ */ IMAGE_ACCEPTED_TYPES.flatMap((type) => [type.mime, ...type.extensions]).join(',');

/** "JPG, PNG, WebP, GIF, HEIC, HEIF, AVIF", for hints next to a picker. */
export const IMAGE_ACCEPTED_LABELS = /* @__PURE__ */ IMAGE_ACCEPTED_TYPES.map((type) => type.label).join(', ');

export function isAcceptedImageMime(mime: string): mime is ImageMimeType {
  return IMAGE_ACCEPTED_TYPES.some((type) => type.mime === mime);
}

/** Whether a picked file is worth sending: an accepted type, or no type and an accepted extension. */
export function isAcceptedImageFile(file: { name: string; type: string }): boolean {
  const mime = file.type.toLowerCase();
  if (mime) return isAcceptedImageMime(mime);
  const name = file.name.toLowerCase();
  return IMAGE_ACCEPTED_TYPES.some((type) => type.extensions.some((extension) => name.endsWith(extension)));
}

/**
 * One stored rendition of an upload: `cover` crops to fill the box, `inside` keeps the
 * whole picture within it (never enlarged).
 */
export interface ImageSize {
  width: number;
  height: number;
  fit: 'cover' | 'inside';
}

/** The sizes the UI shows (DESIGN section 2): listing cover and gallery, profile picture. */
export const IMAGE_SIZES = {
  profile: { width: 200, height: 200, fit: 'cover' },
  cover: { width: 976, height: 510, fit: 'cover' },
  gallery: { width: 280, height: 160, fit: 'cover' },
  /** The full-screen view of a listing's photo. */
  large: { width: 1600, height: 1200, fit: 'inside' },
  /** A transfer slip as an admin checks it: a phone screenshot's width, its text still sharp. */
  slip: { width: 1080, height: 2400, fit: 'inside' },
  /** An ad's or the event banner's picture, whole: each slot crops it to its own shape. */
  banner: { width: 1600, height: 800, fit: 'inside' },
} as const satisfies Record<string, ImageSize>;

export const PROFILE_IMAGE_SIZE = IMAGE_SIZES.profile.width; // px, square
export const COVER_IMAGE = IMAGE_SIZES.cover;
export const GALLERY_IMAGE = IMAGE_SIZES.gallery;
export const LARGE_IMAGE = IMAGE_SIZES.large;

/**
 * How wide a listing photo is drawn, for the browser to pick among the stored widths before
 * layout (`sizes`): a card in the results grid (one column on a phone, two from 36em,
 * three in the 1140 px container from 62em), and a slide of the listing page's gallery
 * (the container's width on a phone, half of it from 62em). Both boxes have the cover's shape.
 */
export const PHOTO_SIZES = {
  card: '(min-width: 62em) 360px, (min-width: 36em) 50vw, 100vw',
  gallery: '(min-width: 62em) 554px, 100vw',
} as const;

/** A listing photo as `<img>` (and the head's preload) asks for it: one URL, the widths to choose from, how wide it is drawn. */
export interface ResponsivePhoto {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * A listing photo in a box of the cover's shape, over the WebP renditions the upload
 * stores (docs/decisions/068): the gallery size (280 wide, cropped a little taller) and the
 * cover size (976 wide). The large size is left out: it keeps the photo's own shape, so its
 * width is not known from its URL. A photo with one URL only (older data, where the
 * thumbnail is the cover) is that URL alone.
 */
export function responsivePhoto(photo: { url: string; thumb?: string | null }, box: keyof typeof PHOTO_SIZES): ResponsivePhoto {
  if (!photo.thumb || photo.thumb === photo.url) return { src: photo.url };
  return { src: photo.url, srcSet: `${photo.thumb} ${IMAGE_SIZES.gallery.width}w, ${photo.url} ${IMAGE_SIZES.cover.width}w`, sizes: PHOTO_SIZES[box] };
}

import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EnhancedPhoto, ListingImage } from '@baandee/contracts';
import { ApiError } from '../../lib/api-client';
import { enhanceEstateImage, estateEnhancementsQuery } from './api/enhance-image';

/** The photo as the form holds it: the enhanced one, or the original it was made from. */
export const enhancedImage = (photo: EnhancedPhoto): ListingImage => ({ url: photo.url, thumb_url: photo.thumb_url, large_url: photo.large_url });
export const originalImage = (photo: EnhancedPhoto): ListingImage => ({ url: photo.original_url, thumb_url: photo.original_thumb_url, large_url: photo.original_large_url });

/**
 * The listing's photo enhancements (docs/decisions/050): what is left of how many, each
 * enhanced photo with its original (by either URL), and `enhance(url)`, which answers the
 * enhanced photo or the catalogue key of the refusal. Reverting is the form's own business:
 * the original's URL goes back in place of the enhanced one and is saved with the form.
 */
export function usePhotoEnhance(listingId: number | null) {
  const client = useQueryClient();
  const query = useQuery({ ...estateEnhancementsQuery(listingId ?? 0), enabled: listingId !== null });
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const photoOf = useCallback(
    (url: string) => query.data?.photos.find((photo) => photo.url === url || photo.original_url === url) ?? null,
    [query.data],
  );

  const enhance = useCallback(
    async (url: string): Promise<EnhancedPhoto | null> => {
      if (listingId === null) return null;
      setBusy(url);
      setErrors(({ [url]: _dropped, ...rest }) => rest);
      try {
        const result = await enhanceEstateImage(listingId, url);
        const { left, allowance, ...photo } = result;
        client.setQueryData(estateEnhancementsQuery(listingId).queryKey, (current) => ({
          left,
          allowance,
          photos: [...(current?.photos ?? []).filter((known) => known.original_url !== photo.original_url), photo],
        }));
        return photo;
      } catch (error) {
        setErrors((current) => ({ ...current, [url]: error instanceof ApiError ? error.key : 'something went wrong' }));
        return null;
      } finally {
        setBusy(null);
      }
    },
    [client, listingId],
  );

  return {
    available: listingId !== null && query.isSuccess,
    left: query.data?.left ?? 0,
    allowance: query.data?.allowance ?? 0,
    busy,
    errors,
    photoOf,
    enhance,
  };
}
export type PhotoEnhance = ReturnType<typeof usePhotoEnhance>;

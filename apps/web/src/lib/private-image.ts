import { useEffect, useState } from 'react';
import { buildHeaders } from './api-client';

/**
 * A picture only its owner and admins may see (a payment slip): the API serves it at an
 * /api/ path to the bearer token, which an <img> cannot send. Fetched with the session's
 * headers and shown from a blob URL, freed when the picture leaves the screen. Null while
 * loading, on failure, and for no `src`.
 */
export function usePrivateImage(src: string | null): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    setObjectUrl(null);
    if (!src) return;
    const controller = new AbortController();
    let created: string | null = null;
    const headers = buildHeaders(undefined);
    headers.set('accept', 'image/*');
    fetch(src, { headers, credentials: 'same-origin', signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) return;
        created = URL.createObjectURL(await response.blob());
        setObjectUrl(created);
      })
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [src]);
  return objectUrl;
}

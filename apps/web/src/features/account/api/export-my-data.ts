import { useMutation } from '@tanstack/react-query';
import { splitRoute } from '@baandee/contracts/routes';
import { buildHeaders, fillPath, settle } from '../../../lib/api-client';

/** The archive the server answered and the file name it gave. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/**
 * GET api/user/export: a zip of everything held about the user (data.json and images/).
 * Its answer is a file, not the JSON envelope; a failure still is the envelope, read as
 * any call's (401 signs out, 429 says too many requests).
 */
export async function exportMyData(): Promise<DownloadedFile> {
  const [method, path] = splitRoute('exportUserData');
  const headers = buildHeaders(undefined);
  headers.set('accept', 'application/zip, application/json');
  let response: Response;
  try {
    response = await fetch(fillPath(path), { method, headers, credentials: 'same-origin' });
  } catch {
    return settle(0, null, true);
  }
  if (response.status === 200 && response.headers.get('content-type') === 'application/zip') {
    const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'baandee-data.zip';
    return { blob: await response.blob(), filename };
  }
  return settle(response.status, await response.json().catch(() => null), true);
}

/** Hands the file to the browser's downloads, as a link with `download` would. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has taken the bytes by the next task
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function useExportMyData() {
  return useMutation({ mutationFn: exportMyData, onSuccess: saveFile });
}

// An upload to the media library from the browser, with progress: fetch() cannot report an upload's
// progress, XMLHttpRequest can. Same origin, so the staff cookie goes with it and the server's
// cross-site check passes; the answer's messages are in the page's language (?lng=).
import type { MediaItem } from '#shared/contract/admin/media.ts';

export type UploadOutcome =
  | { ok: true; item: MediaItem }
  /** Refused: the server's message and its messages per field (`file`, `alt_ne`, `alt_en`). */
  | { ok: false; message: string | null; errors: Record<string, string> };

/** Sends the form's file and texts; `onProgress` gets 0..100 while the bytes go up. */
export function uploadToLibrary(
  form: FormData,
  lang: string,
  onProgress: (percent: number) => void,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/admin/media?lng=${lang}`);
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      const body = request.response as {
        data?: MediaItem;
        message?: string;
        errors?: Record<string, string>;
      };
      if (request.status === 201 && body?.data) resolve({ ok: true, item: body.data });
      else resolve({ ok: false, message: body?.message ?? null, errors: body?.errors ?? {} });
    });
    const failed = () => resolve({ ok: false, message: null, errors: {} });
    request.addEventListener('error', failed);
    request.addEventListener('abort', failed);
    request.send(form);
  });
}

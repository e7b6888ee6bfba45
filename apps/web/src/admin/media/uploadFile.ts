import { uploadResultSchema, type UploadResult } from '@studio/schemas';
import { apiErrorBody } from '../../apiErrors/failedCall';

const UPLOAD_URL = '/api/admin/upload';

/** A failed upload; `serverMessage` is the API's own explanation when it sent one (e.g. on 413 or 415). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly serverMessage: string | null,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

interface UploadOptions {
  /** Called with 0..100 as the bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** POSTs one file as multipart field `file`; resolves with the API's answer: its URL and what it is. */
export function uploadFile(
  file: File,
  { onProgress, signal }: UploadOptions = {},
): Promise<UploadResult> {
  // XMLHttpRequest rather than fetch: only it reports upload progress.
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_URL);
    request.withCredentials = true;
    request.responseType = 'text';

    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        const result = uploadResultSchema.safeParse(body);
        if (result.success) resolve(result.data);
        else reject(new UploadError('The server sent an unexpected answer', null));
        return;
      }
      const serverMessage = apiErrorBody(body)?.message ?? null;
      reject(
        new UploadError(`${request.status}: ${serverMessage ?? request.statusText}`, serverMessage),
      );
    };
    request.onerror = () => reject(new UploadError('Network error', null));
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });

    const body = new FormData();
    body.append('file', file);
    request.send(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

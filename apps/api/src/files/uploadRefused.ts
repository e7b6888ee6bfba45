const MALFORMED_UPLOAD_MESSAGE =
  'The upload could not be read: send one complete multipart/form-data body.';

/** A refusal with its HTTP status; thrown while the bytes stream in, so the stored file rolls back. */
export class UploadRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Reading the request failed: a malformed multipart body, or one the client cut off. Either is the client's
 * doing, so it is a 400 (a multipart limit keeps its own 4xx status), never a 500.
 */
export function unreadableUpload(error: unknown): UploadRefused {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return new UploadRefused(
    typeof status === 'number' && status >= 400 && status < 500 ? status : 400,
    MALFORMED_UPLOAD_MESSAGE,
  );
}

/** The bytes of an uploaded file as they arrive; a failure to read them becomes a refusal. */
export async function* uploadedBytes(file: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  try {
    for await (const piece of file) yield piece;
  } catch (error) {
    throw unreadableUpload(error);
  }
}

import { DomainError } from '@studio/core';

const MALFORMED_UPLOAD_MESSAGE =
  'The upload could not be read: send one complete multipart/form-data body.';

/**
 * Reading the request failed: a malformed multipart body, or one the client cut off. Either is the client's
 * doing, so it is a 400 (a multipart size limit stays a 413), never a 500.
 */
export function unreadableUpload(error: unknown): DomainError {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return new DomainError(status === 413 ? 'too-large' : 'invalid', MALFORMED_UPLOAD_MESSAGE);
}

/** The bytes of an uploaded file as they arrive; a failure to read them becomes a refusal. */
export async function* uploadedBytes(file: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  try {
    for await (const piece of file) yield piece;
  } catch (error) {
    throw unreadableUpload(error);
  }
}

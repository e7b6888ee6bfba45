import type { UploadKind } from '@studio/schemas';
import { notifyFailure, notifySuccess } from '../../notifications/notify';

export const UPLOAD_FAILED_INLINE_MESSAGE = 'Failed to upload file. Please try again.';

/** The kind is the one the server read from the file's bytes. */
export function notifyUploadSuccess(kind: UploadKind): void {
  notifySuccess('Upload successful', `Your ${kind} has been uploaded.`);
}

export function notifyUploadFailure(): void {
  notifyFailure('Upload failed', 'There was an error uploading your file.');
}

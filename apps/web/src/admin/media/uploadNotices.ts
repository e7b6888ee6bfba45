import type { UploadKind } from '@studio/schemas';
import { notifyFailure, notifySuccess } from '../../notifications/notify';

export const UPLOAD_FAILED_INLINE_MESSAGE = 'Failed to upload file. Please try again.';

export function notifyUploadSuccess(kind: UploadKind | null): void {
  notifySuccess(
    'Upload successful',
    kind ? `Your ${kind} has been uploaded.` : 'Your file has been uploaded.',
  );
}

export function notifyUploadFailure(): void {
  notifyFailure('Upload failed', 'There was an error uploading your file.');
}

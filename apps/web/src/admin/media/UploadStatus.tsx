import { UploadFailure } from './UploadFailure';
import { UploadProgress } from './UploadProgress';
import type { PendingUpload } from './useUploads';

interface UploadStatusProps {
  upload: PendingUpload;
  onRetry: () => void;
  onDismiss: () => void;
}

/** A file still uploading (its progress), or one that failed (why, with retry and dismiss). */
export function UploadStatus({ upload, onRetry, onDismiss }: UploadStatusProps) {
  return upload.status === 'uploading' ? (
    <UploadProgress upload={upload} />
  ) : (
    <UploadFailure upload={upload} onRetry={onRetry} onDismiss={onDismiss} />
  );
}

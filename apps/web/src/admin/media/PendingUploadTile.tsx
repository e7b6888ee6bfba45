import MediaSlotFrame from './MediaSlotFrame';
import UploadFailure from './UploadFailure';
import UploadProgress from './UploadProgress';
import type { PendingUpload } from './useUploads';

interface PendingUploadTileProps {
  upload: PendingUpload;
  onRetry: () => void;
  onDismiss: () => void;
}

/** A slot whose file is still uploading, or failed to. */
export default function PendingUploadTile({ upload, onRetry, onDismiss }: PendingUploadTileProps) {
  return (
    <MediaSlotFrame>
      {upload.status === 'uploading' ? (
        <UploadProgress upload={upload} />
      ) : (
        <UploadFailure upload={upload} onRetry={onRetry} onDismiss={onDismiss} />
      )}
    </MediaSlotFrame>
  );
}

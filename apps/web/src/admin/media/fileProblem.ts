import {
  MEGABYTE,
  UNSUPPORTED_FILE_MESSAGE,
  declaredUploadKind,
  fileTooLargeMessage,
  uploadLimitMb,
} from '@studio/schemas';

/** Why a file may not be uploaded (wrong type, too large), or null when it may. */
export function fileProblem(file: File): string | null {
  const kind = declaredUploadKind(file);
  if (!kind) return UNSUPPORTED_FILE_MESSAGE;
  const limitMb = uploadLimitMb(kind);
  return file.size > limitMb * MEGABYTE ? fileTooLargeMessage(limitMb) : null;
}

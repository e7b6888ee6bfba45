import type { LibraryFile } from '@studio/schemas';
import { notifySuccess } from '../../notifications/notify';
import { trpc } from '../../trpc';
import { notifyRequestFailure } from '../shared/notifyRequestFailure';
import { useDeleteConfirmation, type DeleteConfirmation } from '../shared/useDeleteConfirmation';

/** Deletes a file once the admin confirms; a file something uses is refused, and the notice says where. */
export function useDeleteFile(): DeleteConfirmation<LibraryFile> {
  const utils = trpc.useUtils();
  const mutation = trpc.admin.files.delete.useMutation({
    onSuccess: () => {
      notifySuccess('File deleted', 'The file and its resized copies have been deleted.');
      void utils.admin.files.list.invalidate();
    },
    onError: (error) => notifyRequestFailure('Failed to delete file', error),
  });
  return useDeleteConfirmation(mutation, (file) => `the file "${file.filename}"`);
}

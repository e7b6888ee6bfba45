import { deleteFileIfUnused } from '@studio/db';
import { FILE_NOT_FOUND_MESSAGE, fileInUseMessage, type FileDeleted } from '@studio/schemas';
import type { SignedInContext } from '../context';
import { conflict, notFound } from '../errors';
import { recordDeletion } from './activity';

/** Deletes a file with its variants, unless an app, post or setting still uses it (409 naming them). */
export function deleteLibraryFile(ctx: SignedInContext, id: string): Promise<FileDeleted> {
  return ctx.em.transactional(async (tx) => {
    const deletion = await deleteFileIfUnused(tx, id);
    if (deletion.outcome === 'not found') {
      throw notFound(FILE_NOT_FOUND_MESSAGE);
    }
    if (deletion.outcome === 'in use') {
      throw conflict(fileInUseMessage(deletion.usedBy));
    }
    await recordDeletion(tx, {
      subjectType: 'file',
      subjectId: id,
      subjectName: deletion.filename,
      actor: ctx.user.username,
    });
    return { id, deleted: true };
  });
}

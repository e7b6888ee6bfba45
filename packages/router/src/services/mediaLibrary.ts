import { deleteFileIfUnused } from '@studio/db';
import { FILE_NOT_FOUND_MESSAGE, fileInUseMessage, type FileDeleted } from '@studio/schemas';
import { TRPCError } from '@trpc/server';
import type { SignedInContext } from '../context';
import { recordDeletion } from './activity';

/** Deletes a file with its variants, unless an app, post or setting still uses it (409 naming them). */
export function deleteLibraryFile(ctx: SignedInContext, id: string): Promise<FileDeleted> {
  return ctx.em.transactional(async (tx) => {
    const deletion = await deleteFileIfUnused(tx, id);
    if (deletion.outcome === 'not found') {
      throw new TRPCError({ code: 'NOT_FOUND', message: FILE_NOT_FOUND_MESSAGE });
    }
    if (deletion.outcome === 'in use') {
      throw new TRPCError({ code: 'CONFLICT', message: fileInUseMessage(deletion.usedBy) });
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

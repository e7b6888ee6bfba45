import { fileDeletedSchema, fileIdParamSchema, libraryFileSchema } from '@studio/schemas';
import { z } from 'zod';
import { adminProcedure } from '../procedures';
import { deleteLibraryFile, listLibraryFiles } from '@studio/core/services/files/mediaLibrary';
import { t } from '../trpc';

const tags = ['Admin: media'];

export const adminFilesRouter = t.router({
  list: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/files',
        tags,
        summary: 'The media library: every stored file, newest first, with what uses it',
      },
    })
    .input(z.void())
    .output(z.array(libraryFileSchema))
    .query(({ ctx }) => listLibraryFiles(ctx.em)),

  delete: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/files/{id}',
        tags,
        summary: 'Delete a file and its resized copies, unless something uses it',
        errorResponses: {
          404: 'No such file',
          409: 'An app, post or setting uses the file; the message names them',
        },
      },
    })
    .input(fileIdParamSchema)
    .output(fileDeletedSchema)
    .mutation(({ ctx, input }) => deleteLibraryFile(ctx, input.id)),
});

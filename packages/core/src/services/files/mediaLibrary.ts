import type { EntityManager } from '@mikro-orm/postgresql';
import { fileUrl } from '@studio/db';
import {
  FILE_NOT_FOUND_MESSAGE,
  fileInUseMessage,
  type FileDeleted,
  type LibraryFile,
} from '@studio/schemas';
import type { SignedInContext } from '../../context';
import { conflict, notFound } from '../../errors';
import { recordDeletion } from '../activity';
import { deleteFileIfUnused } from './fileDeletion';
import { findFileUsages } from './fileReferences';

interface FileRow {
  id: string;
  filename: string;
  mimetype: string;
  size: number;
  variants_size: number;
  width: number | null;
  height: number | null;
  created_at: Date;
}

/** Every stored file, newest first, with the bytes of its variants and what uses it. */
export async function listLibraryFiles(em: EntityManager): Promise<LibraryFile[]> {
  const rows = await em.execute<FileRow[]>(
    `select files.id, files.filename, files.mimetype, files.size, files.width, files.height, files.created_at,
            coalesce((select sum(size) from file_variants where file_id = files.id), 0)::int as variants_size
       from files order by files.created_at desc, files.id`,
  );
  const usages = await findFileUsages(em);
  return rows.map((row) => ({
    id: row.id,
    url: fileUrl(row),
    filename: row.filename,
    mimetype: row.mimetype,
    size: row.size,
    variantsSize: row.variants_size,
    width: row.width,
    height: row.height,
    createdAt: new Date(row.created_at).toISOString(),
    usedBy: usages.get(row.id) ?? [],
  }));
}

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

import type { EntityManager } from '@mikro-orm/postgresql';
import type { LibraryFile } from '@studio/schemas';
import { findFileUsages } from './fileReferences';
import { fileUrl } from './fileStore';

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

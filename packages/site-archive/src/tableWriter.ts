import { isDatabaseUnavailable } from '@studio/db';
import type pg from 'pg';
import { ArchiveInvalid } from './archiveErrors';
import type { TableInfo } from './databaseSchema';
import type { Cell } from './rows/columnText';

// One INSERT takes this many rows at most, and about this many bytes of values.
const BATCH_ROWS = 200;
const BATCH_BYTES = 1024 * 1024;

// What PostgreSQL's refusal means, by SQLSTATE; its own message is never shown (it quotes values and names).
const REASONS: Record<string, string> = {
  '23505': 'repeat a value that must be unique',
  '23503': 'refer to rows that are not in the archive',
};

/**
 * PostgreSQL's refusal of the archive's rows (of one table when known), told in the site's words; other errors
 * (an outage above all) as they are.
 */
export function storeRefusal(error: unknown, table?: string): unknown {
  const { code } = error as { code?: unknown };
  if (isDatabaseUnavailable(error) || typeof code !== 'string') return error;
  const rows = table ? `the rows of ${table}` : 'its rows';
  const reason = REASONS[code] ?? 'hold values this site cannot store';
  return new ArchiveInvalid(`The archive cannot be imported: ${rows} ${reason}.`);
}

/** Inserts a table's rows a batch at a time, each value cast from its text (bytea from base64). */
export class TableWriter {
  private rows: Cell[][] = [];
  private bytes = 0;
  private readonly rowsPerInsert: number;

  constructor(
    private readonly client: pg.Client,
    private readonly table: TableInfo,
  ) {
    this.rowsPerInsert = Math.min(BATCH_ROWS, Math.floor(65_535 / table.columns.length));
  }

  async add(row: Cell[]): Promise<void> {
    this.rows.push(row);
    this.bytes += row.reduce((sum, cell) => sum + (cell?.length ?? 0), 0);
    if (this.rows.length >= this.rowsPerInsert || this.bytes >= BATCH_BYTES) await this.flush();
  }

  async flush(): Promise<void> {
    if (!this.rows.length) return;
    const { client, table } = this;
    const width = table.columns.length;
    const tuples = this.rows.map((_row, index) => {
      const values = table.columns.map(({ type, binary }, column) => {
        const parameter = `$${index * width + column + 1}`;
        return binary ? `decode(${parameter}, 'base64')` : `${parameter}::${type}`;
      });
      return `(${values.join(', ')})`;
    });
    const columns = table.columns.map(({ name }) => client.escapeIdentifier(name)).join(', ');
    const overriding = table.identityAlways ? ' overriding system value' : '';
    await client
      .query(
        `insert into ${client.escapeIdentifier(table.name)} (${columns})${overriding} values ${tuples.join(', ')}`,
        this.rows.flat(),
      )
      .catch((error: unknown) => {
        throw storeRefusal(error, table.name);
      });
    this.rows = [];
    this.bytes = 0;
  }
}

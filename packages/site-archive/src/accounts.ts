import type { AddedAccount } from '@studio/schemas';
import type pg from 'pg';
import { ArchiveInvalid } from './archiveErrors';
import type { TableInfo } from './databaseSchema';
import type { Cell } from './rows/columnText';
import type { CheckedRow } from './rows/rowCheck';
import { storeRefusal } from './tableWriter';

/**
 * The archive's accounts (its users rows). Only when the one importing asks for them are they merged by
 * username: an account of that name (whatever its case) stays as it is, password and rights included; another
 * is added, under its archived id when that id is free. Otherwise they are left out, so that an import never
 * creates or changes an account, an admin least of all. Either way each archived user id is mapped to the
 * account it stands for here, for rows that refer to users.
 */
export class AccountImport {
  readonly added: AddedAccount[] = [];
  leftOut = 0;
  /** Archived user id → the id of its account here, or null when this site has none. */
  private readonly ids = new Map<string, string | null>();
  /** Archived user ids of the accounts this import added. */
  private readonly addedIds = new Set<string>();

  constructor(
    private readonly client: pg.Client,
    private readonly withAccounts: boolean,
  ) {}

  async take(table: TableInfo, cells: readonly Cell[], row: CheckedRow): Promise<void> {
    const {
      id,
      username,
      is_admin: isAdmin,
    } = row as {
      id: number;
      username: string;
      is_admin: boolean;
    };
    const existing = await this.query<{ id: string }>(
      'select id::text as id from users where lower(username) = lower($1)',
      [username],
    );
    let here = existing.rows[0]?.id ?? null;
    if (here === null && this.withAccounts) {
      here = await this.add(table, cells, id);
      this.added.push({ username, isAdmin });
      this.addedIds.add(String(id));
    }
    if (here === null && !this.withAccounts) this.leftOut += 1;
    this.ids.set(String(id), here);
  }

  /** The row with its user ids changed to those of their accounts here. */
  withIdsHere(cells: readonly Cell[], positions: readonly number[], where: string): Cell[] {
    const copy = [...cells];
    for (const position of positions) {
      const archived = copy[position];
      if (archived === null || archived === undefined) continue;
      const here = this.ids.get(String(archived));
      if (here === undefined) {
        throw new ArchiveInvalid(
          `The archive cannot be imported: ${where} refers to a user the archive does not hold.`,
        );
      }
      if (here === null) {
        throw new ArchiveInvalid(
          `The archive cannot be imported: ${where} refers to an account this site does not have; import with accounts to add it.`,
        );
      }
      copy[position] = here;
    }
    return copy;
  }

  /**
   * A row of an account's second factors (ACCOUNT_SECRET_TABLES) with its user id changed to that of the account
   * here, when this import added that account; null otherwise, so that an archive never gives an account the
   * site has (its admin least of all) a passkey or a code.
   */
  secretOfAddedAccount(cells: readonly Cell[], positions: readonly number[]): Cell[] | null {
    const owners = positions.map((position) => cells[position]);
    if (!owners.every((owner) => owner !== null && this.addedIds.has(String(owner)))) return null;
    const copy = [...cells];
    for (const position of positions) copy[position] = this.ids.get(String(copy[position]))!;
    return copy;
  }

  private async add(table: TableInfo, cells: readonly Cell[], id: number): Promise<string> {
    const idTaken = await this.query('select 1 from users where id = $1', [id]);
    const keep = table.columns
      .map((info, index) => ({ info, index }))
      .filter(({ info }) => !(idTaken.rowCount && info.name === 'id'));
    const names = keep.map(({ info }) => this.client.escapeIdentifier(info.name)).join(', ');
    const values = keep.map(({ info }, position) => `$${position + 1}::${info.type}`).join(', ');
    const inserted = await this.query<{ id: string }>(
      `insert into users (${names}) values (${values}) returning id::text as id`,
      keep.map(({ index }) => cells[index]),
    );
    return inserted.rows[0]!.id;
  }

  private query<T extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, values: unknown[]) {
    return this.client.query<T>(sql, values).catch((error: unknown) => {
      throw storeRefusal(error, 'users');
    });
  }
}

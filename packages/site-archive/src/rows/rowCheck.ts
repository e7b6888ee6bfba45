import { isDeepStrictEqual } from 'node:util';
import { ArchiveInvalid } from '../archiveErrors';
import type { TableInfo } from '../databaseSchema';
import { decodeCell, type Cell } from './columnText';
import { ROW_RULES } from './rowRules';

/** A decoded row, by column name. */
export type CheckedRow = Record<string, unknown>;

/** Where a row is in the archive, for messages: "apps row 3 (id 7)". */
export function rowLabel(table: TableInfo, number: number, cells: readonly Cell[]): string {
  const key = table.primaryKey
    .map((name) => {
      const cell = cells[table.columns.findIndex((column) => column.name === name)];
      return typeof cell === 'string' && cell.length <= 64 ? `${name} ${cell}` : null;
    })
    .filter((part) => part !== null);
  return `${table.name} row ${number}${key.length ? ` (${key.join(', ')})` : ''}`;
}

/** The archive is refused, naming the row and the field. */
export function refusal(where: string, field: string, problem: string): ArchiveInvalid {
  return new ArchiveInvalid(`The archive cannot be imported: ${where}, ${field}: ${problem}`);
}

/** The path to the first place where two decoded values differ, e.g. ["androidSha256Fingerprints"]. */
function firstDifference(stored: unknown, expected: unknown): string[] {
  if (
    typeof stored === 'object' &&
    typeof expected === 'object' &&
    stored !== null &&
    expected !== null &&
    Array.isArray(stored) === Array.isArray(expected) &&
    !Buffer.isBuffer(stored)
  ) {
    const keys = new Set([...Object.keys(stored), ...Object.keys(expected)]);
    for (const key of keys) {
      const [inStored, inExpected] = [stored, expected].map(
        (value) => (value as Record<string, unknown>)[key],
      );
      if (!isDeepStrictEqual(inStored, inExpected))
        return [key, ...firstDifference(inStored, inExpected)];
    }
  }
  return [];
}

/**
 * Whether every table and column of the archive has its rules: the import refuses an archive it could not
 * check whole, before reading its rows.
 */
export function checkRulesCover(tables: readonly TableInfo[]): void {
  for (const table of tables) {
    const rules = ROW_RULES[table.name];
    const unruled = table.columns.find((column) => !rules?.shape[column.name]);
    if (unruled) {
      throw new ArchiveInvalid(
        `The archive cannot be imported: this version of the site has no rules for ${table.name}.${unruled.name}.`,
      );
    }
  }
}

/**
 * A row's values decoded and checked against its table's rules (see ROW_RULES); anything wrong refuses the
 * archive with the row and field named.
 */
export function checkRow(table: TableInfo, cells: readonly Cell[], number: number): CheckedRow {
  const where = () => rowLabel(table, number, cells);
  const row: CheckedRow = {};
  table.columns.forEach((column, index) => {
    const decoded = decodeCell(column, cells[index] ?? null);
    if ('problem' in decoded) throw refusal(where(), column.name, decoded.problem);
    row[column.name] = decoded.value;
  });
  const checked = ROW_RULES[table.name]!.safeParse(row);
  if (!checked.success) {
    const [issue] = checked.error.issues;
    throw refusal(where(), issue!.path.join('.'), issue!.message);
  }
  if (!isDeepStrictEqual(checked.data, row)) {
    const field = firstDifference(row, checked.data).join('.');
    throw refusal(where(), field, 'Is not in the form the site stores it');
  }
  return row;
}

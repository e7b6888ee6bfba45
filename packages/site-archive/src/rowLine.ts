import { ArchiveInvalid } from './archiveErrors';

/** A row line, read without making one long string of it: its cells are views of the line's bytes. */
export interface RowLine {
  table: string;
  /** Each value as its JSON token: a string with its quotes, or `null`. */
  cells: Buffer[];
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const PREFIX = Buffer.from('{"t":');
const CELLS = Buffer.from(',"r":[');
const SUFFIX = Buffer.from(']}');
const NULL = Buffer.from('null');

const damaged = () => new ArchiveInvalid('The archive is damaged: it is cut off or altered.');

/** The end of the JSON string token starting at `start` (a quote), past its closing quote. */
function stringEnd(line: Buffer, start: number): number {
  for (let index = start + 1; index < line.length; index++) {
    const byte = line[index];
    if (byte === BACKSLASH) index++;
    else if (byte === QUOTE) return index + 1;
  }
  throw damaged();
}

export function isRowLine(line: Buffer): boolean {
  return line.subarray(0, PREFIX.length).equals(PREFIX);
}

/**
 * Reads `{"t":"table","r":[cell,...]}` as the export writes it (strings or nulls, no spaces). The values stay
 * bytes until used, so that a file chunk's base64 never becomes a JavaScript string.
 */
export function parseRowLine(line: Buffer): RowLine {
  if (!isRowLine(line) || line[PREFIX.length] !== QUOTE) throw damaged();
  const nameEnd = stringEnd(line, PREFIX.length);
  const table = JSON.parse(line.subarray(PREFIX.length, nameEnd).toString('utf8')) as string;
  if (!line.subarray(nameEnd, nameEnd + CELLS.length).equals(CELLS)) throw damaged();
  if (!line.subarray(line.length - SUFFIX.length).equals(SUFFIX)) throw damaged();
  const last = line.length - SUFFIX.length;
  const cells: Buffer[] = [];
  let index = nameEnd + CELLS.length;
  while (index < last) {
    const end =
      line[index] === QUOTE
        ? stringEnd(line, index)
        : line.subarray(index, index + NULL.length).equals(NULL)
          ? index + NULL.length
          : -1;
    if (end === -1 || end > last) throw damaged();
    cells.push(line.subarray(index, end));
    index = end;
    if (index < last) {
      if (line[index] !== COMMA) throw damaged();
      index++;
      if (index === last) throw damaged();
    }
  }
  return { table, cells };
}

export function isNull(cell: Buffer): boolean {
  return cell.equals(NULL);
}

/** A text cell's value. */
export function textOf(cell: Buffer): string | null {
  if (isNull(cell)) return null;
  const value: unknown = JSON.parse(cell.toString('utf8'));
  if (typeof value !== 'string') throw damaged();
  return value;
}

/** A binary cell's base64, as bytes (a view of the line, without its quotes). */
export function base64Of(cell: Buffer): Buffer | null {
  return isNull(cell) ? null : cell.subarray(1, cell.length - 1);
}

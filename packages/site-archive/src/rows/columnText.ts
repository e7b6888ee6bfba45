import type { ColumnInfo } from '../databaseSchema';

/** A cell as the archive holds it: PostgreSQL's text form, base64 bytes for a binary column, or null. */
export type Cell = string | Buffer | null;

/** A cell turned into the value the row rules check, or why it cannot be one. */
export type Decoded = { value: unknown } | { problem: string };

const INT4_MAX = 2_147_483_647;
// PostgreSQL's ISO output of a timestamp with time zone: "2026-11-23 10:51:24.123456+00" (or +05:30).
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?)([+-]\d{2})(?::(\d{2}))?$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const VARCHAR = /^character varying\((\d+)\)$/;

const problem = (text: string): Decoded => ({ problem: text });

function integer(text: string): Decoded {
  const value = Number(text);
  return /^-?\d{1,10}$/.test(text) && Math.abs(value) <= INT4_MAX
    ? { value }
    : problem('Must be a whole number');
}

/** A bigint the API's rules can check as a number: within JavaScript's safe integers. */
function bigInteger(text: string): Decoded {
  const value = Number(text);
  return /^-?\d{1,16}$/.test(text) && Number.isSafeInteger(value)
    ? { value }
    : problem('Must be a whole number');
}

function boolean(text: string): Decoded {
  if (text === 'true' || text === 'false') return { value: text === 'true' };
  return problem('Must be true or false');
}

/** As an ISO 8601 date and time, the form the API's rules take. */
function timestamp(text: string): Decoded {
  const parts = TIMESTAMP.exec(text);
  if (!parts) return problem('Must be a date and time');
  const [, date, time, hours, minutes = '00'] = parts;
  return { value: `${date}T${time}${hours}:${minutes}` };
}

/** A one-dimensional text[] in PostgreSQL's text form: {a,"b c",NULL}. */
function textArray(text: string): Decoded {
  const invalid = problem('Must be a list of texts');
  if (!text.startsWith('{') || !text.endsWith('}')) return invalid;
  const end = text.length - 1;
  const items: Array<string | null> = [];
  let index = 1;
  while (index < end) {
    if (text[index] === '"') {
      let item = '';
      for (index++; index < end && text[index] !== '"'; index++) {
        if (text[index] === '\\') index++;
        item += text[index] ?? '';
      }
      if (index >= end) return invalid;
      index++;
      items.push(item);
    } else {
      const next = text.indexOf(',', index);
      const item = text.slice(index, next === -1 ? end : next);
      if (!item || /[{}"\\\s]/.test(item)) return invalid;
      items.push(item === 'NULL' ? null : item);
      index += item.length;
    }
    if (index < end && (text[index] !== ',' || index + 1 === end)) return invalid;
    if (index < end) index++;
  }
  return { value: items };
}

function json(text: string): Decoded {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return problem('Must be JSON');
  }
}

function bytes(base64: Buffer): Decoded {
  const text = base64.toString('latin1');
  return BASE64.test(text)
    ? { value: Buffer.from(text, 'base64') }
    : problem('Must be bytes in base64');
}

/** Text up to the column's length in characters, as PostgreSQL counts them. */
function text(value: string, type: string): Decoded {
  const limit = Number(VARCHAR.exec(type)?.[1] ?? Infinity);
  return [...value].length <= limit ? { value } : problem(`Must be at most ${limit} characters`);
}

const DECODERS: Record<string, (text: string) => Decoded> = {
  integer,
  bigint: bigInteger,
  boolean,
  'timestamp with time zone': timestamp,
  date: (value) => ({ value }),
  uuid: (value) => ({ value }),
  'text[]': textArray,
  jsonb: json,
};

/** The value a cell stands for, decoded by its column's SQL type; null stays null. */
export function decodeCell(column: ColumnInfo, cell: Cell): Decoded {
  if (cell === null) return { value: null };
  if (Buffer.isBuffer(cell)) return bytes(cell);
  if (column.type === 'text' || VARCHAR.test(column.type)) return text(cell, column.type);
  const decode = DECODERS[column.type];
  return decode ? decode(cell) : problem(`Has a type the archive cannot check (${column.type})`);
}

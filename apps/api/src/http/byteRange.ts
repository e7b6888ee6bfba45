export type RangeRequest =
  /** No usable Range header: send the whole file. */
  { kind: 'whole' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * Reads a Range header for a file of `size` bytes. One range is served (206); several ranges,
 * other units or malformed values fall back to the whole file, as RFC 9110 allows.
 */
export function parseByteRange(header: string | undefined, size: number): RangeRequest {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (!first && !last) return { kind: 'whole' };
  if (!first) {
    // "bytes=-500": the last 500 bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(size - length, 0), end: size - 1 };
  }
  const start = Number(first);
  const end = last ? Math.min(Number(last), size - 1) : size - 1;
  if (start >= size) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'whole' };
  return { kind: 'partial', start, end };
}

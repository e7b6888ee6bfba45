import rangeParser from 'range-parser';

export type RangeRequest =
  /** No usable Range header: send the whole file. */
  { kind: 'whole' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

// range-parser 1.3.0 counts a suffix longer than the file (bytes=-5000 of 1000 bytes) as unsatisfiable, where
// RFC 9110 sends the whole file; fixed upstream (jshttp/range-parser#66) but not yet released.
const NONZERO_SUFFIX = /^bytes=\s*-\s*0*[1-9]\d*\s*$/;

/**
 * Reads a Range header for a file of `size` bytes. One range (overlapping ones joined) is served as 206;
 * several ranges, other units and malformed values fall back to the whole file, as RFC 9110 allows.
 */
export function parseByteRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return { kind: 'whole' };
  const ranges = rangeParser(size, header, { combine: true });
  if (ranges === -1) {
    return size > 0 && NONZERO_SUFFIX.test(header)
      ? { kind: 'partial', start: 0, end: size - 1 }
      : { kind: 'unsatisfiable' };
  }
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return { kind: 'whole' };
  const { start, end } = ranges[0]!;
  return { kind: 'partial', start, end };
}

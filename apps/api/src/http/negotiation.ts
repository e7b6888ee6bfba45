import Negotiator from 'negotiator';

/** negotiator 1.x breaks ties of quality by the server's preference; @types/negotiator (0.6) omits that option. */
type PreferringNegotiator = {
  encodings(available: readonly string[], options: { preferred: readonly string[] }): string[];
};

/**
 * Remembers what each value of a header says: browsers send a handful of distinct values, so each is read
 * once; a cap keeps made-up ones from piling up.
 */
function rememberedReading<T>(read: (header: string) => T): (header: string | undefined) => T {
  const readings = new Map<string, T>();
  return (header = '') => {
    let reading = readings.get(header);
    if (reading === undefined) {
      reading = read(header);
      if (readings.size < 100) readings.set(header, reading);
    }
    return reading;
  };
}

/**
 * A reader of Accept-Encoding: the codings it takes among those offered (with `identity`, no coding, among
 * them unless refused), best first, the offered order breaking ties of quality.
 */
export function encodingPreference<T extends string>(
  offered: readonly T[],
): (acceptEncoding: string | undefined) => readonly T[] {
  return rememberedReading(
    (header) =>
      (
        new Negotiator({ headers: { 'accept-encoding': header } }) as PreferringNegotiator
      ).encodings(offered, { preferred: offered }) as T[],
  );
}

/** The media types an Accept header names with a quality above 0, as written (wildcards stay wildcards). */
export const namedMediaTypes = rememberedReading(
  (header) => new Set(new Negotiator({ headers: { accept: header.toLowerCase() } }).mediaTypes()),
);

/** The UTC calendar day of a moment, as PostgreSQL dates are written: 2026-11-23. */
export function utcDay(at: Date = new Date()): string {
  return at.toISOString().slice(0, 10);
}

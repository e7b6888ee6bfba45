const UNITS = ['bytes', 'KB', 'MB', 'GB'];

/** A size as people read it: 812 bytes, 58 KB, 12.3 MB (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit > 1 && value < 100 ? 1 : 0;
  return `${value.toFixed(digits)} ${UNITS[unit]}`;
}

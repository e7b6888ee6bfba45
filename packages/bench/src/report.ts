export interface Measurement {
  name: string;
  value: number;
  unit: string;
  target: number;
  /** 'min': the value must reach the target; 'max': it must stay at or below it. */
  kind: 'min' | 'max';
}

export function meets(measurement: Measurement): boolean {
  return measurement.kind === 'min'
    ? measurement.value >= measurement.target
    : measurement.value <= measurement.target;
}

export function printReport(measurements: Measurement[]): void {
  const rows = measurements.map((m) => ({
    benchmark: m.name,
    result: `${round(m.value)} ${m.unit}`,
    target: `${m.kind === 'min' ? '>=' : '<='} ${m.target} ${m.unit}`,
    verdict: meets(m) ? 'ok' : 'MISSED',
  }));
  console.table(rows);
}

function round(value: number): number {
  return value >= 100 ? Math.round(value) : Math.round(value * 100) / 100;
}

/** One line of `npm run bench`: a measured figure, its budget when DESIGN §8 sets one, and a ratio when compared. */
export interface BenchRow {
  name: string;
  value: number;
  unit: 'ms' | 'KB' | 'ratio' | 'count';
  /** The budget from DESIGN §8, in the same unit, when there is one. */
  budget?: number;
  note?: string;
}

/** A bench section: runs its measurements and returns rows. Sections never throw for a missed budget. */
export type BenchSection = { title: string; run: () => Promise<BenchRow[]> };

/** Median and 95th percentile of a list of samples. */
export function percentiles(samples: number[]): { p50: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95) };
}

/** Times `fn` over `runs` runs after `warmup` unmeasured runs; answers the samples in milliseconds. */
export async function timeRuns(fn: () => unknown, runs: number, warmup = 2): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return samples;
}

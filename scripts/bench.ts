/**
 * `npm run bench`: prints every figure DESIGN §8 budgets, with its budget and whether it held.
 * Timings live here, never in pass/fail tests. Sections are registered in scripts/bench/sections.ts.
 */
import { sections } from './bench/sections.ts';
import type { BenchRow } from './bench/types.ts';

function formatRow(row: BenchRow): string {
  const value = row.unit === 'ratio' ? `${row.value.toFixed(2)}x` : `${row.value.toFixed(1)} ${row.unit}`;
  const budget =
    row.budget === undefined
      ? ''
      : ` (budget ${row.budget} ${row.unit}: ${row.value <= row.budget ? 'ok' : 'OVER'})`;
  return `  ${row.name.padEnd(58)} ${value}${budget}${row.note ? `  ${row.note}` : ''}`;
}

const only = process.argv[2];
for (const section of sections) {
  if (only && !section.title.toLowerCase().includes(only.toLowerCase())) continue;
  console.log(`\n${section.title}`);
  try {
    for (const row of await section.run()) console.log(formatRow(row));
  } catch (error) {
    console.log(`  failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}

// Loaded into the measured server with `node --import` (scripts/bench/load.ts), so the same probe
// measures any build, old or new, without code of its own: the event-loop delay of the main thread,
// written to LOOP_PROBE_FILE and reset on every SIGUSR2.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

if (isMainThread && process.env.LOOP_PROBE_FILE) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  process.on('SIGUSR2', () => {
    const ms = (ns) => ns / 1e6;
    writeFileSync(
      process.env.LOOP_PROBE_FILE,
      JSON.stringify({
        p50: ms(histogram.percentile(50)),
        p99: ms(histogram.percentile(99)),
        max: ms(histogram.max),
      }),
    );
    histogram.reset();
  });
}

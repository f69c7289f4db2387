// Bundles the three server entry points into dist/*.js. Workspace packages (@hireproof/*) are
// compiled in; everything from node_modules stays an import resolved at run time.

import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('.', import.meta.url));
rmSync(`${root}dist`, { recursive: true, force: true });

/** @type {import('esbuild').Plugin} */
const externalNodeModules = {
  name: 'external-node-modules',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@hireproof/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = performance.now();
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/main.ts',
    worker: 'src/worker.ts',
    cli: 'src/cli.ts',
    // The engine pool's worker threads: parse, analyse, tailor, render, readability (pool/engine-pool.ts).
    'engine-thread': 'src/pool/engine-thread.ts',
    // The job-board import reads fetched pages in a worker thread (modules/job-import/posting-reader.ts).
    'job-import-reader': 'src/modules/job-import/reader-thread.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalNodeModules],
  // Some dependencies still call require(); give ESM output a real one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
console.log(`server bundle written to apps/server/dist in ${Math.round(performance.now() - started)} ms`);

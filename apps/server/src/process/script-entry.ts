import { mkdirSync, renameSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** True when this code runs from TypeScript sources (tests, tsx), false in the esbuild bundle. */
const SOURCE_MODE = import.meta.url.endsWith('.ts');
const bundledFromSource = new Map<string, Promise<string>>();

/**
 * The script a child process or worker thread runs. In the bundle it sits next to main.js and
 * worker.js (build.mjs writes dist/<name>.js). From source, the TypeScript entry is bundled once per
 * process with esbuild into node_modules/.cache, so it starts as plain JavaScript without a
 * TypeScript loader.
 */
export function scriptEntryPath(name: string, sourceEntry: URL): Promise<string> {
  if (!SOURCE_MODE) return Promise.resolve(fileURLToPath(new URL(`./${name}.js`, import.meta.url)));
  let path = bundledFromSource.get(name);
  if (!path) {
    path = bundleFromSource(name, sourceEntry);
    bundledFromSource.set(name, path);
    // A failed build is tried again by the next caller.
    path.catch(() => bundledFromSource.delete(name));
  }
  return path;
}

async function bundleFromSource(name: string, sourceEntry: URL): Promise<string> {
  const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
  const outDir = join(repoRoot, 'node_modules', '.cache', 'hireproof-server');
  mkdirSync(outDir, { recursive: true });
  const target = join(outDir, `${name}.mjs`);
  const partial = join(outDir, `${name}.${process.pid}.${Date.now()}.mjs`);
  const { build } = await import('esbuild');
  await build({
    entryPoints: [fileURLToPath(sourceEntry)],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-node-modules',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@hireproof/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  renameSync(partial, target);
  return target;
}

/**
 * `npm run fixtures:golden`: rebuilds the golden inputs with the engine's fixture builders, runs the parser
 * (and the keyword analysis for the cases that ask for it) and writes the results to
 * `packages/engine/src/fixtures/golden/`. Run it when a change to the engine's output is intended, then
 * review the JSON diff before committing; `golden.test.ts` fails until the files match again.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  GOLDEN_CASES,
  GOLDEN_DIR,
  goldenFileNames,
  runGoldenCase,
  serializeGolden,
} from '../packages/engine/src/fixtures/golden-cases.ts';

async function main(): Promise<void> {
  mkdirSync(GOLDEN_DIR, { recursive: true });
  const written = new Set<string>();
  for (const goldenCase of GOLDEN_CASES) {
    const output = await runGoldenCase(goldenCase);
    const names = goldenFileNames(goldenCase);
    const files: [string, unknown][] = [[names.parse, output.parse]];
    if (names.analysis) files.push([names.analysis, output.analysis]);
    for (const [name, value] of files) {
      const file = path.join(GOLDEN_DIR, name);
      writeFileSync(file, serializeGolden(value));
      written.add(name);
    }
  }
  // A case that was renamed or dropped would otherwise leave an orphan file that nothing checks.
  for (const name of readdirSync(GOLDEN_DIR)) {
    if (name.endsWith('.expected.json') && !written.has(name)) {
      rmSync(path.join(GOLDEN_DIR, name));
      console.log(`removed stale ${name}`);
    }
  }
  // Let the repository's formatter lay the JSON out (it keeps short arrays on one line), so that running
  // this script leaves `npm run lint` clean and later diffs show only real changes.
  execFileSync('npx', ['biome', 'format', '--write', GOLDEN_DIR], { stdio: 'inherit' });
  for (const name of [...written].sort()) {
    const file = path.join(GOLDEN_DIR, name);
    console.log(`wrote ${path.relative(process.cwd(), file)} (${statSync(file).size} bytes)`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

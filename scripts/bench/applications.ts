/**
 * Applications: upload → complete through the real API (buildApp + inject in-process, the worker in
 * the same process, parsing in its child process) on the embedded database, for a 2-page PDF the
 * engine rendered; and the live readability endpoint. Budgets from DESIGN §8.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { createLogger } from '../../apps/server/src/logger.ts';
import {
  SAMPLE_JOB,
  samplePdf,
} from '../../apps/server/src/modules/applications/test-support/resume-files.ts';
import { applyCredit } from '../../apps/server/src/modules/credits/credit-ledger.ts';
import { type BenchRow, type BenchSection, percentiles, timeRuns } from './types.ts';

const APP_URL = 'http://localhost:3000';
const RUNS = 20;
const READABILITY_RUNS = 100;

export const applicationsSection: BenchSection = {
  title: 'Applications (embedded database, in-process worker)',
  async run(): Promise<BenchRow[]> {
    const dataDir = mkdtempSync(join(tmpdir(), 'hireproof-bench-apps-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      APP_URL,
      APP_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      LOG_LEVEL: 'warn',
    });
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      await migrateDatabase(database);
      const app = await buildApp({
        config,
        database,
        logger: createLogger(config),
        webDistDir: null,
        rateLimits: {
          identityPerIp: { max: 1_000, windowMs: 60_000 },
          identityPerEmail: { max: 1_000, windowMs: 60_000 },
        },
        applications: { startWorker: true, generationWaitMs: 60_000 },
        // The bench times more scoring requests in a minute than one user may send (DEFAULT_READABILITY_LIMIT).
        analysis: { readabilityLimit: { max: 1_000, windowMs: 60_000 } },
      });
      try {
        const signUp = await app.inject({
          method: 'POST',
          url: '/api/identity/sign-up/email',
          headers: { origin: APP_URL },
          payload: { email: 'bench@example.test', password: 'correct horse battery', name: 'Bench' },
        });
        const cookie = signUp.cookies
          .filter((item) => item.name.endsWith('session_token'))
          .map((item) => `${item.name}=${item.value}`)
          .at(-1);
        if (!cookie) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
        const me = (await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json();
        await applyCredit(database.db, { userId: me.id, delta: 100, reason: 'bench', ref: `bench:${me.id}` });

        const pdf = await samplePdf();
        const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
        const pages = (await pdfjs.getDocument({ data: pdf.slice(), isEvalSupported: false }).promise)
          .numPages;

        let last:
          | { id: string; keywords: { analysis: { exact_matches: string[]; missing_keywords: string[] } } }
          | undefined;
        const generate = async () => {
          const form = new FormData();
          for (const [key, value] of Object.entries(SAMPLE_JOB)) form.append(key, value);
          form.append(
            'resume',
            new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }),
            'resume.pdf',
          );
          const response = await app.inject({
            method: 'POST',
            url: '/api/applications',
            headers: { origin: APP_URL, cookie },
            body: form,
          });
          if (response.statusCode !== 201)
            throw new Error(`generation answered ${response.statusCode}: ${response.body}`);
          last = response.json();
        };
        const generation = percentiles(await timeRuns(generate, RUNS, 2));

        const detail = (
          await app.inject({ method: 'GET', url: `/api/applications/${last!.id}`, headers: { cookie } })
        ).json();
        const resumeHtml = (
          await app.inject({ method: 'GET', url: String(detail.resumeOptimizedUrl), headers: { cookie } })
        ).body;
        const keywords = [
          ...last!.keywords.analysis.exact_matches,
          ...last!.keywords.analysis.missing_keywords,
        ];
        const score = async () => {
          const response = await app.inject({
            method: 'POST',
            url: '/api/analysis/readability',
            headers: { origin: APP_URL, cookie },
            payload: { resumeHtml, jobTitle: SAMPLE_JOB.jobTitle, keywords },
          });
          if (response.statusCode !== 200) throw new Error(`readability answered ${response.statusCode}`);
        };
        const readability = percentiles(await timeRuns(score, READABILITY_RUNS, 5));

        return [
          {
            name: `upload → complete, ${pages}-page PDF, p50`,
            value: generation.p50,
            unit: 'ms',
            budget: 2000,
            note: `${RUNS} runs`,
          },
          {
            name: `upload → complete, ${pages}-page PDF, p95`,
            value: generation.p95,
            unit: 'ms',
            note: `${RUNS} runs`,
          },
          {
            name: 'POST /api/analysis/readability p95',
            value: readability.p95,
            unit: 'ms',
            budget: 100,
            note: `${READABILITY_RUNS} runs, p50 ${readability.p50.toFixed(1)} ms`,
          },
        ];
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

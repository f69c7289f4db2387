/**
 * LLM writer parallelism (issue 6, DESIGN §6): the writer asks for the resume edits and the cover
 * letter at the same time, so a generation waits for the slower call plus our own work. The stub
 * sleeps S ms on every call; total minus S is our overhead (prompt building, the pool's database
 * round trips, parsing, the verifier, the built-in writer's share). Budget: 100 ms. Sequential
 * requests would show about S extra. The stub runs in its own process, as a provider would: in
 * this process its timers would wait for our CPU work and blur the figure.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractJobKeywords } from '@hireproof/engine';
import { systemClock } from '../../apps/server/src/clock.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { migrateDatabase } from '../../apps/server/src/db/migrate.ts';
import { createLogger } from '../../apps/server/src/logger.ts';
import { createAiRuntime } from '../../apps/server/src/modules/ai/ai-runtime.ts';
import { createLlmWriter } from '../../apps/server/src/modules/ai/llm-writer.ts';
import {
  SAMPLE_JOB,
  sampleResume,
} from '../../apps/server/src/modules/applications/test-support/resume-files.ts';
import { type BenchRow, type BenchSection, percentiles, timeRuns } from './types.ts';

const STUB_CLI = fileURLToPath(new URL('../../apps/server/src/test/openai-stub-cli.ts', import.meta.url));
const SLEEP_MS = 400;
const RUNS = 15;

/** Starts openai-stub-cli.ts in a child process; resolves with its base URL and a stop function. */
async function startStubProcess(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', STUB_CLI, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const line = buffer.split('\n')[0];
      if (buffer.includes('\n') && line) resolve(line.trim());
    });
    child.once('exit', (code) => reject(new Error(`openai stub exited with ${code}`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

export const llmParallelSection: BenchSection = {
  title: `LLM writer: resume and letter in parallel (stub sleeps ${SLEEP_MS} ms per call)`,
  async run(): Promise<BenchRow[]> {
    const dataDir = mkdtempSync(join(tmpdir(), 'hireproof-bench-llm-'));
    const stub = await startStubProcess();
    const config = loadConfig({
      DATA_DIR: dataDir,
      APP_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      LOG_LEVEL: 'warn',
    });
    const database = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      await migrateDatabase(database);
      const logger = createLogger(config);
      const ai = createAiRuntime({
        config,
        db: database.db,
        logger,
        clock: systemClock,
        options: { allowLoopbackHttp: true, timeoutMs: 10_000 },
      });
      await ai.service.create({
        name: 'Bench stub',
        type: 'api_key',
        apiKey: 'sk-bench-0000',
        baseUrl: stub.url,
        model: `bench-sleep-${SLEEP_MS}`,
        curlCommand: undefined,
        answerPath: undefined,
        priority: 1,
        rateLimitPerHour: 100_000,
        active: true,
      });
      const resume = sampleResume();
      const job = {
        title: SAMPLE_JOB.jobTitle,
        company: SAMPLE_JOB.company,
        description: SAMPLE_JOB.jobDescription,
      };
      const keywords = extractJobKeywords(job.description, { jobTitle: job.title });
      let model: string | undefined;
      // The same two calls, in the same order, as the generation pipeline (generation.ts) makes them.
      const samples = await timeRuns(async () => {
        const writer = createLlmWriter({ router: ai.router, logger });
        const tailored = await writer.tailor({ resume, job: { ...job, keywords } });
        await writer.coverLetter({ resume: tailored.document, job: { ...job, keywords } });
        model = writer.model;
      }, RUNS);
      if (model !== `bench-sleep-${SLEEP_MS}`)
        throw new Error('the stub did not answer; the figure would be meaningless');
      const overhead = samples.map((ms) => ms - SLEEP_MS);
      const { p50, p95 } = percentiles(overhead);
      return [
        { name: 'generation total minus one stub sleep, p50', value: p50, unit: 'ms', budget: 100 },
        {
          name: 'generation total minus one stub sleep, p95',
          value: p95,
          unit: 'ms',
          budget: 100,
          note: `${RUNS} runs after 2 warm-ups; 2 stub calls per run`,
        },
      ];
    } finally {
      await database.close();
      stub.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};

import {
  type ApiConfig,
  INPUT_LIMIT_MESSAGES,
  INPUT_LINE_MAX_CHARS,
  SUMMARY_NEEDS_FACTS_MESSAGE,
} from '@hireproof/contract';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresHandle } from '../../db/client.ts';
import { apiUsage } from '../../db/schema.ts';
import { sharedEnginePool } from '../../pool/engine-pool.ts';
import { testDrivers } from '../../test/databases.ts';
import { createTestApp } from '../../test/test-app.ts';
import { consumeUsage } from './api-usage.queries.ts';

import { aiSuite, BUILDER_DRAFT, PROVIDER_TIMEOUT_MS } from './test-support/ai-suite.ts';

describe.each(testDrivers())('AI provider pool: builder endpoints and limits on %s', (driver) => {
  const suite = aiSuite(driver);
  const { extraLogs, call, newUser, postBullets, addConfig, listConfigs, stubRequests } = suite;

  describe('builder endpoints', () => {
    it('answer bad input with 400 and a message', async () => {
      const cookie = await newUser();
      const cases: Array<[string, Record<string, unknown>, RegExp]> = [
        ['ai-summarize', { experience: 'x' }, /Job title is required/],
        ['ai-bullets', { title: 'x', company: 'y', raw: '   ' }, /Bullet text is required/],
        ['ai-skills', { jobDescription: 'x' }, /Experience is required/],
      ];
      for (const [path, payload, message] of cases) {
        const response = await call(suite.t.app, {
          method: 'POST',
          url: `/api/create-resume/${path}`,
          headers: { cookie },
          payload,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toMatch(message);
      }
    });

    it('refuse a line longer than the application routes allow, at the door, with 400 (issue 26.2)', async () => {
      const cookie = await newUser();
      const longLine = 'Built services '.repeat(Math.ceil((INPUT_LINE_MAX_CHARS + 1) / 15));
      const doneBefore = sharedEnginePool().stats().completed;
      const cases: Array<[string, Record<string, unknown>]> = [
        ['ai-summarize', { jobTitle: 'Engineer', experience: `Short line\n${longLine}` }],
        ['ai-bullets', { raw: longLine }],
        ['ai-skills', { experience: 'Built Python services', jobDescription: longLine }],
        ['ai-skills', { experience: longLine }],
      ];
      for (const [path, payload] of cases) {
        const response = await call(suite.t.app, {
          method: 'POST',
          url: `/api/create-resume/${path}`,
          headers: { cookie },
          payload,
        });
        expect(response.statusCode, path).toBe(400);
        expect(response.json().message).toContain(INPUT_LIMIT_MESSAGES.lineTooLong);
      }
      // Refused before any engine work.
      expect(sharedEnginePool().stats().completed).toBe(doneBefore);
    });

    it("write a summary from the draft's own facts without an AI provider (issue 28.4)", async () => {
      const cookie = await newUser();
      const payload = { jobTitle: 'Backend Engineer', experience: 'Handled payment APIs in Django' };
      const grounded = await call(suite.t.app, {
        method: 'POST',
        url: '/api/create-resume/ai-summarize',
        headers: { cookie },
        payload: { ...payload, draft: BUILDER_DRAFT },
      });
      expect(grounded.statusCode, grounded.body).toBe(200);
      const summary = grounded.json().summary as string;
      expect(summary).toMatch(/^I am a Software Engineer with .*experience at Finverse Technologies\./);
      expect(summary).toContain('Python');
      expect(summary).not.toContain('Backend Engineer');

      // With nothing to state, the answer says what to add instead of an empty summary.
      const bare = await call(suite.t.app, {
        method: 'POST',
        url: '/api/create-resume/ai-summarize',
        headers: { cookie },
        payload,
      });
      expect(bare.statusCode).toBe(400);
      expect(bare.json().message).toBe(SUMMARY_NEEDS_FACTS_MESSAGE);
      expect(suite.stub.requests).toHaveLength(0);
    });

    it('run their engine work in the engine pool, not on the event loop (issue 26.2)', async () => {
      const cookie = await newUser();
      const doneBefore = sharedEnginePool().stats().completedByTask;
      const requests: Array<[string, Record<string, unknown>]> = [
        [
          'ai-summarize',
          { jobTitle: 'Engineer', experience: 'Built Python services with SQL on AWS', draft: BUILDER_DRAFT },
        ],
        ['ai-bullets', { raw: '- wrote integration tests' }],
        ['ai-skills', { jobDescription: 'We need Python.', experience: 'Built Python services' }],
      ];
      for (const [path, payload] of requests) {
        const response = await call(suite.t.app, {
          method: 'POST',
          url: `/api/create-resume/${path}`,
          headers: { cookie },
          payload,
        });
        expect(response.statusCode, path).toBe(200);
      }
      const doneAfter = sharedEnginePool().stats().completedByTask;
      for (const task of ['builderResume', 'builtInSummary', 'builtInBullets', 'builtInSkills', 'skillList'])
        expect((doneAfter[task] ?? 0) - (doneBefore[task] ?? 0), task).toBeGreaterThanOrEqual(1);
    });

    it('work with the built-in writer when no configuration exists (SPEC §5 clean-up and normalisation)', async () => {
      const cookie = await newUser();
      const bullets = await postBullets(cookie, {
        title: 'Engineer',
        company: 'Acme',
        raw: '• Responsible for building the API\n- responsible for building the API\n* Wrote tests',
      });
      expect(bullets.statusCode).toBe(200);
      const list = bullets.json().bullets as string[];
      expect(list.length).toBe(2);
      expect(list.every((b) => !/^[•*-]/.test(b))).toBe(true);

      const skills = await call(suite.t.app, {
        method: 'POST',
        url: '/api/create-resume/ai-skills',
        headers: { cookie },
        payload: {
          jobDescription: 'We need Python, SQL and AWS.',
          experience: 'Built Python services with SQL on AWS',
        },
      });
      expect(skills.statusCode).toBe(200);
      expect(skills.json().skills).toEqual(expect.arrayContaining(['Python', 'SQL', 'AWS']));
      expect(suite.stub.requests).toHaveLength(0);
    });

    it('are rate-limited per user', async () => {
      const cookie = await newUser();
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) {
        const response = await postBullets(cookie, { raw: 'wrote tests' });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(5);
      expect(statuses.slice(5)).toEqual([429, 429]);
      const other = await postBullets(await newUser(), { raw: 'wrote tests' });
      expect(other.statusCode).toBe(200);
    });
  });

  describe('hourly limits', () => {
    it('counts usage, stops at the limit and records the window start', async () => {
      const config = await addConfig({ name: 'Limited', model: 'valid-limited', rateLimitPerHour: 2 });
      for (let i = 0; i < 3; i += 1) {
        const response = await postBullets(await newUser(), { raw: 'built the billing service' });
        expect(response.statusCode).toBe(200);
      }
      expect(stubRequests('valid-limited')).toHaveLength(2);
      const [shown] = await listConfigs();
      expect(shown).toMatchObject({ id: config.id, currentUsage: 2, usagePercentage: 100 });
      expect(shown!.lastReset).not.toBeNull();
      expect(new Date(shown!.lastReset!).getUTCMinutes()).toBe(0);
    });

    // Two processes sharing one database is a PostgreSQL deployment (PGlite is single-process).
    if (driver === 'postgres')
      it('are shared by two app instances on one PostgreSQL database', async () => {
        const config = await addConfig({ name: 'Shared', model: 'valid-shared', rateLimitPerHour: 4 });
        const url = suite.t.database.url!;
        const second = await createTestApp(driver, {
          database: {
            handle: postgresHandle(new pg.Pool({ connectionString: url, max: 5 }), 'second'),
            url,
            dispose: async () => undefined,
          },
          ai: { allowLoopbackHttp: true, timeoutMs: PROVIDER_TIMEOUT_MS },
          applications: { startWorker: false },
        });
        extraLogs.push(second.logs);
        try {
          const cookies = await Promise.all(
            Array.from({ length: 10 }, (_, i) => newUser(i % 2 ? suite.t.app : second.app)),
          );
          const responses = await Promise.all(
            cookies.map((cookie, i) =>
              postBullets(cookie, { raw: 'built the billing service' }, i % 2 ? suite.t.app : second.app),
            ),
          );
          expect(responses.every((r) => r.statusCode === 200)).toBe(true);
          expect(stubRequests('valid-shared')).toHaveLength(4);
          const fromSecond = (
            await call(second.app, {
              method: 'GET',
              url: '/api/admin/api-configs',
              headers: { cookie: suite.adminCookie },
            })
          ).json() as ApiConfig[];
          expect(fromSecond.find((c) => c.id === config.id)).toMatchObject({
            currentUsage: 4,
            usagePercentage: 100,
          });

          // The count itself, raced from both pools: exactly the limit succeeds.
          const results = await Promise.all(
            Array.from({ length: 40 }, (_, i) =>
              consumeUsage(
                i % 2 ? suite.t.database.handle.db : second.database.handle.db,
                config.id,
                20,
                new Date(Date.now() + 3_600_000),
              ),
            ),
          );
          expect(results.filter((r) => r !== undefined)).toHaveLength(20);
          const rows = await suite.t.database.handle.db
            .select()
            .from(apiUsage)
            .where(eq(apiUsage.configId, config.id));
          expect(rows.map((r) => r.count).sort()).toEqual([20, 4]);
        } finally {
          await second.close();
          await second.database.handle.close();
        }
      }, 60_000);
  });
});

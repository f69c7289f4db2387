import { resumeDocumentSchema } from '@hireproof/engine';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiConfigs } from '../../db/schema.ts';
import { sharedEnginePool } from '../../pool/engine-pool.ts';
import { testDrivers } from '../../test/databases.ts';
import { STUB_INVENTIONS } from '../../test/openai-stub.ts';
import { createTestApp } from '../../test/test-app.ts';
import { sampleResume } from '../applications/test-support/resume-files.ts';

import { aiSuite, BUILDER_DRAFT, CANARY } from './test-support/ai-suite.ts';

describe.each(testDrivers())('AI provider pool on %s', (driver) => {
  const suite = aiSuite(driver);
  const { extraLogs, call, asAdmin, newUser, postBullets, addConfig, listConfigs, stubRequests, generate } =
    suite;

  describe('admin API', () => {
    it('is for admins only', async () => {
      const user = await newUser();
      for (const [method, url] of [
        ['GET', '/api/admin/api-configs'],
        ['POST', '/api/admin/api-configs'],
        ['PUT', '/api/admin/api-configs/00000000-0000-4000-8000-000000000000'],
        ['DELETE', '/api/admin/api-configs/00000000-0000-4000-8000-000000000000'],
        ['POST', '/api/admin/api-configs/00000000-0000-4000-8000-000000000000/test'],
      ] as const) {
        const response = await call(suite.t.app, { method, url, headers: { cookie: user }, payload: {} });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    });

    it('validates the form per SPEC §5 with clear messages', async () => {
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{ type: 'api_key', apiKey: 'k' }, /Name is required/],
        [{ name: '  ', type: 'api_key', apiKey: 'k' }, /Name is required/],
        [{ name: 'A', type: 'api_key' }, /API key is required/],
        [{ name: 'A', type: 'curl' }, /Curl command is required/],
        [{ name: 'A', apiKey: 'k', priority: 0 }, /Priority must be at least 1/],
        [{ name: 'A', apiKey: 'k', rateLimitPerHour: 'lots' }, /Rate limit must be a number/],
        [
          { name: 'A', apiKey: 'k', baseUrl: 'https://10.0.0.1/v1' },
          /Base URL: address 10\.0\.0\.1 is not public/,
        ],
        [{ name: 'A', apiKey: 'k', baseUrl: 'http://api.example.com/v1' }, /Base URL/],
        [{ name: 'A', type: 'curl', curlCommand: 'curl -F f=@/etc/passwd https://x.test' }, /not supported/],
        [{ name: 'A', type: 'curl', curlCommand: 'curl https://169.254.169.254/latest' }, /Curl URL/],
        [{ name: 'A', type: 'curl', curlCommand: 'curl https://x.test; rm -rf /' }, /shell operators/],
      ];
      for (const [payload, message] of cases) {
        const response = await asAdmin({ method: 'POST', url: '/api/admin/api-configs', payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().message).toMatch(message);
      }
    });

    it('stores the key encrypted, shows it masked, and applies SPEC §3 defaults', async () => {
      const created = await addConfig({ name: 'Primary' });
      expect(created).toMatchObject({
        name: 'Primary',
        type: 'api_key',
        apiKey: '••••••••9c1d',
        baseUrl: suite.stub.url,
        priority: 1,
        rateLimitPerHour: 1000,
        active: true,
        healthy: true,
        currentUsage: 0,
        usagePercentage: 0,
        lastReset: null,
      });
      const [row] = await suite.t.database.handle.db
        .select()
        .from(apiConfigs)
        .where(eq(apiConfigs.id, created.id));
      expect(row!.apiKeyEncrypted).toMatch(/^v1:/);
      expect(JSON.stringify(row)).not.toContain(CANARY);
      expect((await listConfigs()).map((c) => c.apiKey)).toEqual(['••••••••9c1d']);

      const toggled = await asAdmin({
        method: 'PUT',
        url: `/api/admin/api-configs/${created.id}`,
        payload: { active: false },
      });
      expect(toggled.json()).toMatchObject({ active: false, apiKey: '••••••••9c1d' });
      const removed = await asAdmin({ method: 'DELETE', url: `/api/admin/api-configs/${created.id}` });
      expect(removed.statusCode).toBe(204);
      expect(await listConfigs()).toEqual([]);
      const missing = await asAdmin({ method: 'DELETE', url: `/api/admin/api-configs/${created.id}` });
      expect(missing.statusCode).toBe(404);
    });

    it('tests a configuration: what was sent (key masked) and what came back', async () => {
      const config = await addConfig({ name: 'Stub', model: 'valid-test' });
      const response = await asAdmin({ method: 'POST', url: `/api/admin/api-configs/${config.id}/test` });
      const result = response.json();
      expect(result).toMatchObject({ success: true, error: null });
      expect(result.request.url).toBe(`${suite.stub.url}/chat/completions`);
      expect(result.request.headers.authorization).toBe('Bearer ••••••••9c1d');
      expect(result.response).toMatchObject({ status: 200 });
      expect(result.response.body).toContain('{\\"ok\\": true}');
      // The provider did receive the real key.
      expect(stubRequests('valid-test')[0]?.headers.authorization).toBe(`Bearer ${CANARY}`);
    });

    it('marks a configuration unhealthy after 3 failures and healthy again after a successful test', async () => {
      const config = await addConfig({ name: 'Flaky', model: 'server-error' });
      for (let i = 0; i < 3; i += 1) {
        const result = (
          await asAdmin({ method: 'POST', url: `/api/admin/api-configs/${config.id}/test` })
        ).json();
        expect(result.success).toBe(false);
        expect(result.error).toMatch(/500/);
      }
      expect((await listConfigs())[0]).toMatchObject({ healthy: false });
      // Unhealthy configurations are not tried by the router.
      const cookie = await newUser();
      const before = suite.stub.requests.length;
      const bullets = await postBullets(cookie, {
        title: 'Engineer',
        company: 'Acme',
        raw: '- built the billing service\n- wrote tests',
      });
      expect(bullets.statusCode).toBe(200);
      expect(suite.stub.requests.length).toBe(before);

      await asAdmin({
        method: 'PUT',
        url: `/api/admin/api-configs/${config.id}`,
        payload: { model: 'valid-recovered' },
      });
      const recovered = (
        await asAdmin({ method: 'POST', url: `/api/admin/api-configs/${config.id}/test` })
      ).json();
      expect(recovered.success).toBe(true);
      expect((await listConfigs())[0]).toMatchObject({ healthy: true, lastError: null });
    });

    it('seeds one configuration from AI_BASE_URL / AI_API_KEY / AI_MODEL, idempotently', async () => {
      const env = { AI_BASE_URL: suite.stub.url, AI_API_KEY: CANARY, AI_MODEL: 'valid-env' };
      for (let start = 0; start < 2; start += 1) {
        const again = await createTestApp(driver, {
          database: suite.t.database,
          env,
          ai: { allowLoopbackHttp: true },
          applications: { startWorker: false },
        });
        extraLogs.push(again.logs);
        await again.close();
      }
      const seeded = await listConfigs();
      expect(seeded).toHaveLength(1);
      expect(seeded[0]).toMatchObject({
        name: 'Environment',
        type: 'api_key',
        baseUrl: suite.stub.url,
        model: 'valid-env',
        apiKey: '••••••••9c1d',
      });
    });

    it('runs a curl configuration against the stub, with its own answer path', async () => {
      const base = suite.stub.url.replace(/\/v1$/, '');
      const curlCommand = `curl ${base}/custom/chat \\
        -H 'Authorization: Bearer ${CANARY}' \\
        -H 'Content-Type: application/json' \\
        --data-raw '{"model": "valid-curl", "messages": {{messages_json}}}'`;
      const config = await addConfig({
        name: 'Curl',
        type: 'curl',
        apiKey: undefined,
        curlCommand,
        answerPath: 'output.text',
      });
      expect(config.curlCommand).toContain('Bearer ••••••••9c1d');
      const tested = (
        await asAdmin({ method: 'POST', url: `/api/admin/api-configs/${config.id}/test` })
      ).json();
      expect(tested.success, tested.error).toBe(true);

      const cookie = await newUser();
      const response = await postBullets(cookie, {
        title: 'Engineer',
        company: 'Acme',
        raw: '- built the billing service in Go\n- wrote integration tests',
      });
      expect(response.json()).toEqual({
        bullets: ['Built the billing service in Go', 'Wrote integration tests'],
      });
      const sent = stubRequests('valid-curl').at(-1)!;
      expect(sent.path).toBe('/custom/chat');
      expect(sent.headers.authorization).toBe(`Bearer ${CANARY}`);
      expect(sent.body?.messages?.[1]?.content).toContain('built the billing service in Go');
    });
  });

  describe('generation through the LLM writer', () => {
    it('records the writer and the model; resume and letter are asked for under a strict schema', async () => {
      await addConfig({ name: 'Valid', model: 'valid-writer' });
      const doneBefore = sharedEnginePool().stats().completedByTask;
      const { application, row } = await generate(await newUser());
      // The web thread only waited on the provider: the built-in base, the checks of the model's
      // answers, verification and analysis each ran as a task in the engine pool.
      const doneAfter = sharedEnginePool().stats().completedByTask;
      for (const task of [
        'builtInTailor',
        'applyLlmEdits',
        'assessTailored',
        'acceptLlmLetter',
        'jobKeywords',
      ])
        expect((doneAfter[task] ?? 0) - (doneBefore[task] ?? 0), task).toBeGreaterThanOrEqual(1);
      expect(application.status).toBe('complete');
      expect(application).toMatchObject({ writer: 'llm', model: 'valid-writer' });
      const sent = stubRequests('valid-writer');
      expect(sent.map((r) => r.body?.response_format?.json_schema?.name).sort()).toEqual([
        'cover_letter',
        'resume_edits',
      ]);
      expect(sent.every((r) => r.body?.response_format?.type === 'json_schema')).toBe(true);
      const prompt = sent.find((r) => r.body?.response_format?.json_schema?.name === 'resume_edits')!.body!
        .messages![1]!.content;
      expect(prompt).toMatch(/^W1\.B1 \[bullet\] "/m);
      expect(prompt).toMatch(/^W1 \[employer, locked\] "/m);
      expect(prompt).toMatch(/^K1 ".+" weight /m);
      expect(row.writer).toBe('llm');
      // The model's closing passes the writer gates and is kept; its opening uses a word that is in
      // neither the resume, the job nor the writer's vocabulary ('applying'), and its body pastes
      // raw bullets, so those sentences are replaced by the built-in writer's.
      expect(row.coverLetter).toContain(
        'I would welcome the chance to discuss the Staff Backend Engineer role with Northwind Payments.',
      );
      expect(row.coverLetter).not.toContain('I am applying for');
      expect(row.coverLetter).toContain(
        'I am writing to apply for the Staff Backend Engineer position at Northwind Payments.',
      );
      expect(suite.t.logs.some((line) => line.includes('ai_letter_sentences_replaced'))).toBe(true);
    });

    it.each(['invent-employer', 'invent-number', 'invent-tool'])(
      '%s: invented facts are rejected and never reach the stored resume or letter',
      async (scenario) => {
        await addConfig({ name: scenario, model: scenario });
        const { application, row } = await generate(await newUser());
        expect(application.status).toBe('complete');
        expect(application.model).toBe(scenario);
        const stored = JSON.stringify(resumeDocumentSchema.parse(row.optimizedResume));
        const letter = row.coverLetter ?? '';
        const invented = {
          'invent-employer': STUB_INVENTIONS.employer,
          'invent-number': STUB_INVENTIONS.number,
          'invent-tool': STUB_INVENTIONS.tool,
        }[scenario]!;
        expect(JSON.stringify(sampleResume())).not.toContain(invented);
        expect(stored).not.toContain(invented);
        expect(letter).not.toContain(invented);
        expect(suite.t.logs.some((line) => line.includes('ai_edit_rejected'))).toBe(true);
        expect(suite.t.logs.some((line) => line.includes('ai_letter_rejected'))).toBe(true);
      },
    );

    it('schema unsupported: falls back to json_object on the same provider', async () => {
      await addConfig({ name: 'No schema', model: 'no-schema' });
      const { application } = await generate(await newUser());
      expect(application).toMatchObject({ writer: 'llm', model: 'no-schema' });
      const formats = stubRequests('no-schema').map((r) => r.body?.response_format?.type);
      expect(formats.filter((f) => f === 'json_schema')).toHaveLength(2);
      expect(formats.filter((f) => f === 'json_object')).toHaveLength(2);
    });

    it('no structured output at all: falls back to prompt-only JSON', async () => {
      await addConfig({ name: 'Plain', model: 'no-format' });
      const { application } = await generate(await newUser());
      expect(application).toMatchObject({ writer: 'llm', model: 'no-format' });
      expect(stubRequests('no-format').some((r) => r.body?.response_format === undefined)).toBe(true);
    });

    it.each(['malformed', 'rate-limited', 'server-error', 'slow'])(
      '%s at priority 1 fails over to priority 2',
      async (scenario) => {
        await addConfig({ name: scenario, model: scenario, priority: 1 });
        // The stub picks scenarios by substring, so the backup's name must not contain this one's.
        const backup = `valid-backup-${scenario.length}`;
        await addConfig({ name: 'Backup', model: backup, priority: 2 });
        const { application } = await generate(await newUser());
        expect(application).toMatchObject({ writer: 'llm', model: backup });
        expect(stubRequests(scenario).length).toBeGreaterThan(0);
      },
    );

    it('uses the built-in writer when no provider answers', async () => {
      await addConfig({ name: 'Down', model: 'server-error' });
      const { application } = await generate(await newUser());
      expect(application.status).toBe('complete');
      expect(application).toMatchObject({ writer: 'built-in', model: null });
    });

    it('tries configurations in priority order, skipping inactive ones', async () => {
      await addConfig({ name: 'Third', model: 'valid-p3', priority: 3 });
      await addConfig({ name: 'Inactive', model: 'valid-p0', priority: 1, active: false });
      await addConfig({ name: 'Second', model: 'valid-p2', priority: 2 });
      const cookie = await newUser();
      const response = await call(suite.t.app, {
        method: 'POST',
        url: '/api/create-resume/ai-summarize',
        headers: { cookie },
        payload: {
          jobTitle: 'Backend Engineer',
          experience: 'Built payment APIs in Go\nRan PostgreSQL on AWS',
          draft: BUILDER_DRAFT,
        },
      });
      expect(response.statusCode).toBe(200);
      expect(suite.stub.requests.map((r) => r.body?.model)).toEqual(['valid-p2']);
    });
  });
});

import { parseArgs } from 'node:util';
import { startOpenAiStub } from './openai-stub.ts';

/**
 * Runs the OpenAI-compatible stub on its own, for the browser journey and manual checks:
 * `node --import tsx apps/server/src/test/openai-stub-cli.ts --port 3229`. Prints the SDK base URL
 * (use it as a configuration's Base URL, or AI_BASE_URL) on its first line and runs until SIGINT /
 * SIGTERM. The model name picks the behaviour (see openai-stub.ts).
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.OPENAI_STUB_PORT ?? '0' },
    'slow-ms': { type: 'string', default: '5000' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`openai-stub: bad --port ${values.port}`);
  process.exit(2);
}

const stub = await startOpenAiStub({ port, slowMs: Number(values['slow-ms']) });
console.log(stub.url);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stub.close().finally(() => process.exit(0));
  });
}

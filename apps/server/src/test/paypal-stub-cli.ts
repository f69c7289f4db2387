import { parseArgs } from 'node:util';
import { startPayPalStub } from './paypal-stub.ts';

/**
 * Runs the PayPal stub on its own, for the browser journeys (Playwright webServer) and manual
 * checks: `node --import tsx apps/server/src/test/paypal-stub-cli.ts --port 4010`. Prints the
 * base URL (PAYPAL_API_BASE for the app) on its first line and runs until SIGINT / SIGTERM.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PAYPAL_STUB_PORT ?? '0' },
    'client-id': { type: 'string', default: process.env.PAYPAL_CLIENT_ID ?? 'stub-client-id' },
    'client-secret': { type: 'string', default: process.env.PAYPAL_CLIENT_SECRET ?? 'stub-client-secret' },
    'webhook-id': { type: 'string', default: process.env.PAYPAL_WEBHOOK_ID ?? 'WH-STUB-0001' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`paypal-stub: bad --port ${values.port}`);
  process.exit(2);
}

const stub = await startPayPalStub({
  port,
  clientId: values['client-id'],
  clientSecret: values['client-secret'],
  webhookId: values['webhook-id'],
});
console.log(stub.url);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stub.close().finally(() => process.exit(0));
  });
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { JOB_BOARDS } from '@hireproof/contract';
import { generate } from 'selfsigned';

/**
 * Local HTTPS servers for the outbound guard's tests and the browser journeys' fake job boards.
 * The certificate is made here (pure JS, nothing downloaded) and is its own CA: the guard trusts it
 * through the simulated network, never by turning verification off.
 */
export interface TestCertificate {
  cert: string;
  key: string;
}

/** Every board domain and subdomain the tests use, plus names that are not on the allow-list. */
export function jobBoardCertificateNames(extra: string[] = []): string[] {
  const names: string[] = [];
  for (const board of JOB_BOARDS)
    for (const tld of ['com', 'in', 'co.in']) names.push(`${board}.${tld}`, `*.${board}.${tld}`);
  return [...names, ...extra];
}

export async function makeTestCertificate(dnsNames: string[]): Promise<TestCertificate> {
  const pems = await generate([{ name: 'commonName', value: 'Hireproof test CA' }], {
    keyType: 'ec',
    curve: 'P-256',
    notBeforeDate: new Date(Date.now() - 60_000),
    notAfterDate: new Date(Date.now() + 7 * 24 * 3600_000),
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'subjectAltName', altNames: dnsNames.map((value) => ({ type: 2 as const, value })) },
    ],
  });
  return { cert: pems.cert, key: pems.private };
}

export interface LocalHttpsServer {
  port: number;
  /** Requests received, by path (tests prove a refused request never arrived). */
  hits: string[];
  close(): Promise<void>;
}

export async function startLocalHttpsServer(
  certificate: TestCertificate,
  handler: (request: IncomingMessage, response: ServerResponse) => void,
  port = 0,
): Promise<LocalHttpsServer> {
  const hits: string[] = [];
  const server: Server = createServer(
    { cert: certificate.cert, key: certificate.key },
    (request, response) => {
      hits.push(`${request.headers.host ?? ''}${request.url ?? ''}`);
      handler(request, response);
    },
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { readFileSync } from 'node:fs';
import { jobBoardOfHost } from '@hireproof/contract';
import type { Config } from '../../config.ts';
import type { OutboundNetwork } from '../../http/outbound/network.ts';
import { simulatedNetwork } from '../../http/outbound/simulated-network.ts';

/**
 * The address every job-board name resolves to in the browser journeys' simulated network. It is
 * an ordinary public address (so the guard's address rules pass it as they would a real board's);
 * no packet is ever sent to it: the simulated network carries the connection to the local upstream.
 */
export const SIMULATED_BOARD_ADDRESS = '11.13.13.13';

/**
 * JOB_BOARD_TEST_UPSTREAM + JOB_BOARD_TEST_CA (ADR 0016): board names resolve to
 * SIMULATED_BOARD_ADDRESS, connections to it go to the local fake-board server, and only the test CA
 * is trusted. Any other name does not resolve and any other address is unreachable, so the set of
 * places the server can reach with it shrinks to that one local server.
 */
export function jobBoardTestNetwork(
  config: Pick<Config, 'jobBoardTestNetwork'>,
): OutboundNetwork | undefined {
  const settings = config.jobBoardTestNetwork;
  if (!settings) return undefined;
  return simulatedNetwork({
    trustedCa: readFileSync(settings.caPath, 'utf8'),
    resolve: (host) => (jobBoardOfHost(host) ? [SIMULATED_BOARD_ADDRESS] : undefined),
    routes: new Map([[SIMULATED_BOARD_ADDRESS, settings.upstream]]),
  });
}

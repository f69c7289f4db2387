import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import net from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * Where the outbound guard's connections physically go: name resolution and a TCP connection to an
 * address the guard has already checked. Production uses the system's DNS and sockets; tests and
 * the browser journeys pass a simulated network (simulated-network.ts) instead, so the guard's
 * checks run unchanged while fake job boards stand in for the Internet.
 */
export interface OutboundNetwork {
  /** Every address the name resolves to (the guard refuses the name if any of them is not allowed). */
  resolve(hostname: string): Promise<LookupAddress[]>;
  /** A TCP connection to an address the guard checked; never called with a name. */
  connect(target: { address: string; port: number }): Duplex;
  /** Certificate authorities trusted for TLS instead of the system's (a simulated network's test CA). */
  trustedCa?: string;
}

export const systemNetwork: OutboundNetwork = {
  resolve: (hostname) => lookup(hostname, { all: true, verbatim: true }),
  connect: ({ address, port }) => net.connect({ host: address, port }),
};

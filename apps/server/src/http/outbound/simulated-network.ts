import type { LookupAddress } from 'node:dns';
import net from 'node:net';
import type { OutboundNetwork } from './network.ts';

export interface LocalEndpoint {
  host: string;
  port: number;
}

export interface SimulatedNetworkOptions {
  /** The addresses a name resolves to, or undefined for a name that does not exist. */
  resolve(hostname: string): string[] | undefined;
  /** Where a connection to an address really goes (any port): a local server standing in for it. */
  routes: ReadonlyMap<string, LocalEndpoint>;
  /**
   * Where a connection to an address without a route goes. Tests send it to a "secret" server and
   * count its hits, so a request the guard should have refused is seen; without it such a
   * connection fails as unreachable.
   */
  unrouted?: LocalEndpoint;
  /** The CA that signed the local servers' certificates (trusted instead of the system's). */
  trustedCa: string;
}

/**
 * A closed stand-in for the Internet (ADR 0016): names resolve from a table and connections to
 * the resolved, already-checked address are carried to local servers. The outbound guard runs on
 * top of it exactly as in production: the URL rules, the host allow-list, the address checks on
 * every literal and every DNS answer, redirects, caps and TLS verification against the name.
 */
export function simulatedNetwork(options: SimulatedNetworkOptions): OutboundNetwork {
  return {
    trustedCa: options.trustedCa,
    async resolve(hostname) {
      const addresses = options.resolve(hostname.toLowerCase().replace(/\.$/, ''));
      if (!addresses || addresses.length === 0)
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return addresses.map((address): LookupAddress => ({ address, family: net.isIPv6(address) ? 6 : 4 }));
    },
    connect({ address }) {
      const endpoint = options.routes.get(address) ?? options.unrouted;
      if (!endpoint) {
        const socket = new net.Socket();
        queueMicrotask(() =>
          socket.destroy(
            Object.assign(new Error(`connect EHOSTUNREACH ${address}`), { code: 'EHOSTUNREACH' }),
          ),
        );
        return socket;
      }
      return net.connect({ host: endpoint.host, port: endpoint.port });
    },
  };
}

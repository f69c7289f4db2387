import { jobBoardOfHost } from '@hireproof/contract';
import type { OutboundNetwork } from '../../http/outbound/network.ts';
import {
  createGuardedFetch,
  type GuardedFetch,
  type OutboundPolicy,
} from '../../http/outbound/outbound-fetch.ts';

/** The limits of issue 13: at most 3 redirects, 3 MB after decompression, 10 s in all. */
export const BOARD_FETCH_LIMITS = {
  maxRedirects: 3,
  maxResponseBytes: 3 * 1024 * 1024,
  timeoutMs: 10_000,
} as const;

/**
 * What a board sees: an ordinary desktop browser. Boards answer unknown clients with bot walls, and
 * the posting is the same page a person would get.
 */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = {
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,application/json;q=0.8,*/*;q=0.7',
  'accept-language': 'en-IN,en-US;q=0.9,en;q=0.8',
};

/** The outbound policy for job boards: HTTPS to an allow-listed board host, every hop re-checked. */
export function jobBoardPolicy(
  options: { network?: OutboundNetwork; timeoutMs?: number } = {},
): OutboundPolicy {
  return {
    allowLoopbackHttp: false,
    allowHost: (host) => jobBoardOfHost(host) !== undefined,
    maxRedirects: BOARD_FETCH_LIMITS.maxRedirects,
    maxResponseBytes: BOARD_FETCH_LIMITS.maxResponseBytes,
    timeoutMs: options.timeoutMs ?? BOARD_FETCH_LIMITS.timeoutMs,
    decompress: true,
    ...(options.network ? { network: options.network } : {}),
  };
}

export function createBoardFetch(
  options: { network?: OutboundNetwork; timeoutMs?: number } = {},
): GuardedFetch {
  const guarded = createGuardedFetch(jobBoardPolicy(options));
  return (input, init = {}) => {
    const headers = new Headers(BROWSER_HEADERS);
    for (const [name, value] of new Headers(init.headers)) headers.set(name, value);
    return guarded(input, { ...init, headers });
  };
}

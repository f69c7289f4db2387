import http from 'node:http';
import { isIP } from 'node:net';
import type { Duplex } from 'node:stream';
import tls from 'node:tls';
import { ResponseTooLargeError, readCappedBody } from './capped-body.ts';
import { isLoopbackAddress, isPublicAddress } from './ip-policy.ts';
import { type OutboundNetwork, systemNetwork } from './network.ts';

/**
 * The only way the server talks to hosts a person named (DESIGN §7, security plan G): AI
 * providers and job boards. HTTPS to public addresses (plain HTTP only to loopback when the policy
 * allows it: a local model server in development and tests). The guard resolves the name itself,
 * refuses it when any answer is not allowed, and connects to exactly the address it checked, so a
 * rebinding name cannot slip through; IP literals are checked after WHATWG normalisation (which
 * turns 0x7f000001, 2130706433 and 127.1 into 127.0.0.1). Redirects are re-checked hop by hop,
 * bodies are capped after decompression, and every request has a deadline.
 */
export interface OutboundPolicy {
  /** Plain HTTP to loopback addresses (development and tests only). */
  allowLoopbackHttp: boolean;
  /** Host names a request may go to (job boards); unset means any public host (AI providers). */
  allowHost?: (hostname: string) => boolean;
  /** Redirects followed, each hop checked again; 0 (the default) hands 3xx back to the caller. */
  maxRedirects?: number;
  /** Cap on the body, counted after decompression. */
  maxResponseBytes?: number;
  /** Total time per request, redirects included, when the caller gives no shorter deadline. */
  timeoutMs?: number;
  /** Ask for gzip, deflate or brotli and decode them (capped); otherwise ask for identity. */
  decompress?: boolean;
  /** DNS and sockets; tests and the browser journeys pass a simulated network. */
  network?: OutboundNetwork;
}

export const DEFAULT_MAX_RESPONSE_BYTES = 2 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 60_000;

export class OutboundBlockedError extends Error {
  constructor(reason: string) {
    super(`Outbound request refused: ${reason}`);
    this.name = 'OutboundBlockedError';
  }
}

type Mode = 'https-public' | 'http-loopback';
type UrlPolicy = Pick<OutboundPolicy, 'allowLoopbackHttp' | 'allowHost'>;

/** Validates a URL against the policy before any connection; returns it parsed. */
export function checkOutboundUrl(raw: string, policy: UrlPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundBlockedError('not a valid URL');
  }
  modeOf(url, policy);
  return url;
}

const isLocalhostName = (host: string) => /^localhost\.?$/i.test(host) || /\.localhost\.?$/i.test(host);

function modeOf(url: URL, policy: UrlPolicy): Mode {
  if (url.username || url.password) throw new OutboundBlockedError('credentials in the URL');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (url.protocol === 'https:') {
    if (isIP(host) && !isPublicAddress(host)) throw new OutboundBlockedError(`address ${host} is not public`);
    if (isLocalhostName(host)) throw new OutboundBlockedError('localhost is not public');
    if (policy.allowHost) {
      if (!policy.allowHost(host)) throw new OutboundBlockedError(`${host} is not on the allow-list`);
      // Allow-listed sites are reached on the standard port only (":22" or ":6379" is not a web page).
      if (url.port !== '') throw new OutboundBlockedError(`port ${url.port} is not allowed`);
    }
    return 'https-public';
  }
  if (url.protocol === 'http:') {
    if (!policy.allowLoopbackHttp || policy.allowHost)
      throw new OutboundBlockedError('only HTTPS is allowed');
    if (isIP(host) ? !isLoopbackAddress(host) : !/^localhost\.?$/i.test(host))
      throw new OutboundBlockedError('plain HTTP is allowed only to this machine');
    return 'http-loopback';
  }
  throw new OutboundBlockedError(`the ${url.protocol.replace(':', '')} scheme is not allowed`);
}

/** The promise, or the signal's reason as soon as it aborts (DNS lookups cannot be cancelled). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolvePromise, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolvePromise, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The one address to connect to: the literal, or the first DNS answer once every answer passed. */
async function checkedAddress(
  url: URL,
  mode: Mode,
  network: OutboundNetwork,
  signal: AbortSignal,
): Promise<string> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowed = mode === 'https-public' ? isPublicAddress : isLoopbackAddress;
  if (isIP(host)) return host; // already checked by modeOf
  const answers = await untilAborted(network.resolve(host), signal);
  if (answers.length === 0 || answers.some((answer) => !allowed(answer.address)))
    throw new OutboundBlockedError(`${host} resolves to a non-public address`);
  return answers[0]!.address;
}

function bodyBytes(body: unknown): Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body, 'utf8');
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  if (ArrayBuffer.isView(body)) return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  throw new TypeError('outbound bodies must be strings or bytes');
}

/** RequestInit plus a notice once the request's bytes are handed to the OS (so callers can use the wait). */
export type GuardedInit = RequestInit & { onRequestSent?: () => void };
export type GuardedFetch = (input: string | URL | Request, init?: GuardedInit) => Promise<Response>;

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

interface Hop {
  url: URL;
  mode: Mode;
  method: string;
  headers: Headers;
  payload: Buffer | undefined;
  signal: AbortSignal;
  onRequestSent?: () => void;
}

/** One request over a socket the guard opened to the checked address; the answer is fully read. */
async function sendOnce(hop: Hop, policy: OutboundPolicy, network: OutboundNetwork): Promise<Response> {
  const address = await checkedAddress(hop.url, hop.mode, network, hop.signal);
  hop.signal.throwIfAborted();
  const port = Number(hop.url.port) || (hop.mode === 'https-public' ? 443 : 80);
  const servername = isIP(hop.url.hostname.replace(/^\[|\]$/g, '')) ? undefined : hop.url.hostname;
  const maxBytes = policy.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;

  const openSocket = (): Duplex => {
    const tcp = network.connect({ address, port });
    if (hop.mode === 'http-loopback') return tcp;
    return tls.connect({
      socket: tcp,
      ...(servername ? { servername } : {}),
      ...(network.trustedCa ? { ca: network.trustedCa } : {}),
      ALPNProtocols: ['http/1.1'],
    });
  };

  return new Promise<Response>((resolvePromise, reject) => {
    const request = http.request({
      method: hop.method,
      path: `${hop.url.pathname}${hop.url.search}`,
      headers: { ...Object.fromEntries(hop.headers.entries()), host: hop.url.host },
      setHost: false,
      createConnection: openSocket as never,
      signal: hop.signal,
    });
    request.on('response', (response) => {
      readCappedBody(response, maxBytes, policy.decompress === true).then(
        (body) => {
          const status = response.statusCode ?? 502;
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            if (value === undefined) continue;
            for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
          }
          // The decoded body no longer matches these.
          if (policy.decompress) {
            headers.delete('content-encoding');
            headers.delete('content-length');
          }
          const empty = status === 204 || status === 304 || (status >= 100 && status < 200);
          const answer = new Response(empty ? null : body, { status, headers });
          Object.defineProperty(answer, 'url', { value: hop.url.href });
          resolvePromise(answer);
        },
        (error: Error) =>
          reject(
            error instanceof ResponseTooLargeError
              ? new OutboundBlockedError(error.message)
              : hop.signal.aborted
                ? (hop.signal.reason ?? error)
                : error,
          ),
      );
    });
    request.on('error', (error) => reject(hop.signal.aborted ? (hop.signal.reason ?? error) : error));
    if (hop.onRequestSent) request.once('finish', hop.onRequestSent);
    if (hop.payload) request.end(hop.payload);
    else request.end();
  });
}

/** A fetch-compatible function that enforces the policy (the openai SDK accepts it as `fetch`). */
export function createGuardedFetch(policy: OutboundPolicy): GuardedFetch {
  const network = policy.network ?? systemNetwork;
  const maxRedirects = policy.maxRedirects ?? 0;
  return async (input, init = {}) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    let url = checkOutboundUrl(raw, policy);
    const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set('accept-encoding', policy.decompress ? 'gzip, deflate, br' : 'identity');
    let payload = bodyBytes(init.body);
    if (payload) headers.set('content-length', String(payload.length));
    const deadline = AbortSignal.timeout(policy.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    signal.throwIfAborted();
    let method = (init.method ?? 'GET').toUpperCase();

    for (let redirects = 0; ; redirects += 1) {
      const response = await sendOnce(
        {
          url,
          mode: modeOf(url, policy),
          method,
          headers,
          payload,
          signal,
          ...(init.onRequestSent ? { onRequestSent: init.onRequestSent } : {}),
        },
        policy,
        network,
      );
      const location = response.headers.get('location');
      // Without redirects allowed, a 3xx comes back as it is: nothing is followed.
      if (maxRedirects === 0 || !REDIRECT_STATUSES.has(response.status) || !location) return response;
      if (redirects >= maxRedirects) throw new OutboundBlockedError(`more than ${maxRedirects} redirects`);
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw new OutboundBlockedError('a redirect to an invalid URL');
      }
      // Each hop passes the same rules as the first (scheme, literals, allow-list, port).
      url = checkOutboundUrl(next.href, policy);
      if (
        response.status === 303 ||
        ((response.status === 301 || response.status === 302) && method === 'POST')
      ) {
        method = 'GET';
        payload = undefined;
        headers.delete('content-length');
        headers.delete('content-type');
      }
    }
  };
}

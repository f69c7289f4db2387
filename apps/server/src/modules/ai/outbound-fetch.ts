import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { isLoopbackAddress, isPublicAddress } from './ip-policy.ts';

/**
 * The only way the AI module talks to the network (DESIGN §7, security plan G): HTTPS to public
 * addresses, plain HTTP only to loopback when the policy allows it (development, tests). Addresses
 * are checked on the literal (after WHATWG normalisation turns 0x7f000001, 2130706433 and 127.1 into
 * 127.0.0.1) and again on every address DNS returns at connect time, so a rebinding name cannot
 * slip through. Redirects are never followed; bodies are capped; every request has a deadline.
 */
export interface OutboundPolicy {
  /** Plain HTTP to loopback addresses (development and tests only). */
  allowLoopbackHttp: boolean;
  maxResponseBytes?: number;
  /** Total time per request when the caller gives no shorter deadline. */
  timeoutMs?: number;
  /** DNS resolution, injectable for tests. */
  lookup?: typeof dnsLookup;
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

/** Validates a URL against the policy before any connection; returns it parsed. */
export function checkOutboundUrl(raw: string, policy: Pick<OutboundPolicy, 'allowLoopbackHttp'>): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundBlockedError('not a valid URL');
  }
  modeOf(url, policy);
  return url;
}

function modeOf(url: URL, policy: Pick<OutboundPolicy, 'allowLoopbackHttp'>): Mode {
  if (url.username || url.password) throw new OutboundBlockedError('credentials in the URL');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (url.protocol === 'https:') {
    if (isIP(host) && !isPublicAddress(host)) throw new OutboundBlockedError(`address ${host} is not public`);
    if (/^localhost\.?$/i.test(host) || /\.localhost\.?$/i.test(host))
      throw new OutboundBlockedError('localhost is not public');
    return 'https-public';
  }
  if (url.protocol === 'http:') {
    if (!policy.allowLoopbackHttp) throw new OutboundBlockedError('only HTTPS is allowed');
    if (isIP(host) ? !isLoopbackAddress(host) : !/^localhost\.?$/i.test(host))
      throw new OutboundBlockedError('plain HTTP is allowed only to this machine');
    return 'http-loopback';
  }
  throw new OutboundBlockedError(`the ${url.protocol.replace(':', '')} scheme is not allowed`);
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

function guardedLookup(mode: Mode, resolve: typeof dnsLookup) {
  const allowed = mode === 'https-public' ? isPublicAddress : isLoopbackAddress;
  return (hostname: string, options: { family?: number; all?: boolean }, callback: LookupCallback) => {
    resolve(hostname, { all: true, family: options.family ?? 0 }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as LookupAddress[];
      const refused = list.find((a) => !allowed(a.address));
      if (refused || list.length === 0)
        return callback(
          Object.assign(new OutboundBlockedError(`${hostname} resolves to a non-public address`), {
            code: 'EBLOCKED',
          }),
          [],
        );
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
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

/** A fetch-compatible function that enforces the policy (the openai SDK accepts it as `fetch`). */
export function createGuardedFetch(policy: OutboundPolicy): GuardedFetch {
  const maxBytes = policy.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const resolve = policy.lookup ?? dnsLookup;
  return async (input, init = {}) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = checkOutboundUrl(raw, policy);
    const mode = modeOf(url, policy);
    const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
    headers.set('accept-encoding', 'identity');
    const payload = bodyBytes(init.body);
    if (payload) headers.set('content-length', String(payload.length));
    const deadline = AbortSignal.timeout(policy.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const signal = init.signal ? AbortSignal.any([init.signal, deadline]) : deadline;
    signal.throwIfAborted();

    const transport = mode === 'https-public' ? https : http;
    return new Promise<Response>((resolvePromise, reject) => {
      const request = transport.request(
        url,
        {
          method: init.method ?? 'GET',
          headers: Object.fromEntries(headers.entries()),
          lookup: guardedLookup(mode, resolve) as never,
          signal,
          agent: false,
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBytes) {
              response.destroy();
              reject(new OutboundBlockedError(`the response is larger than ${maxBytes} bytes`));
              return;
            }
            chunks.push(chunk);
          });
          response.on('error', reject);
          response.on('end', () => {
            const status = response.statusCode ?? 502;
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(response.headers)) {
              if (value === undefined) continue;
              for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, one);
            }
            const empty = status === 204 || status === 304 || (status >= 100 && status < 200);
            // Redirects come back as they are: the caller sees a 3xx and nothing is followed.
            resolvePromise(
              new Response(empty ? null : Buffer.concat(chunks), { status, headers: responseHeaders }),
            );
          });
        },
      );
      request.on('error', (error) => reject(signal.aborted ? (signal.reason ?? error) : error));
      if (init.onRequestSent) request.once('finish', init.onRequestSent);
      if (payload) request.end(payload);
      else request.end();
    });
  };
}

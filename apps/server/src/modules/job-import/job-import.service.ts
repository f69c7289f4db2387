import { JOB_IMPORT_MESSAGES, jobBoardOfHost } from '@hireproof/contract';
import type { Logger } from 'pino';
import { AppError } from '../../app-error.ts';
import type { Clock } from '../../clock.ts';
import { type GuardedFetch, OutboundBlockedError } from '../../http/outbound/outbound-fetch.ts';
import { type BoardRequest, boardRequestsFor } from './board-addresses.ts';
import type { FetchedPage, PageOutcome } from './extract-posting.ts';
import type { ExtractedPosting } from './posting.ts';

export interface JobImportService {
  /** The posting at a job-board link, or an AppError: 400 off the list, 422 when the board refuses. */
  extract(rawUrl: string): Promise<ExtractedPosting>;
}

export const DEFAULT_RESULT_CACHE = { ttlMs: 10 * 60_000, maxEntries: 200 } as const;

/** The link as we fetch it: https, no credentials or port, no fragment; 400 when it is not a board's. */
export function boardUrlOf(rawUrl: string): URL {
  let url: URL;
  try {
    url = new URL(rawUrl.trim());
  } catch {
    throw new AppError('INVALID_INPUT', JOB_IMPORT_MESSAGES.notSupported);
  }
  const webScheme = url.protocol === 'https:' || url.protocol === 'http:';
  if (!webScheme || url.username || url.password || url.port || !jobBoardOfHost(url.hostname))
    throw new AppError('INVALID_INPUT', JOB_IMPORT_MESSAGES.notSupported);
  url.protocol = 'https:';
  url.hash = '';
  return url;
}

/** A page's text in the charset it declares (UTF-8 when it declares none or one we do not know). */
async function bodyText(response: Response): Promise<string> {
  const bytes = await response.arrayBuffer();
  const charset = /charset=["']?([\w-]+)/i.exec(response.headers.get('content-type') ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

type Settled = { ok: true; posting: ExtractedPosting } | { ok: false; error: AppError };

/** When every request failed, the reason the person should hear: the board's refusal first. */
const REFUSAL_ORDER: string[] = [
  JOB_IMPORT_MESSAGES.blocked,
  JOB_IMPORT_MESSAGES.loginWall,
  JOB_IMPORT_MESSAGES.notFound,
  JOB_IMPORT_MESSAGES.unreachable,
];

function settle(outcome: PageOutcome): Settled {
  if (outcome.kind === 'posting') return { ok: true, posting: outcome.posting };
  const message =
    outcome.kind === 'not-found'
      ? JOB_IMPORT_MESSAGES.notFound
      : outcome.reason === 'login-wall'
        ? JOB_IMPORT_MESSAGES.loginWall
        : JOB_IMPORT_MESSAGES.blocked;
  return { ok: false, error: new AppError('UNPROCESSABLE', message) };
}

/**
 * Fetches a board's page through the outbound guard and reads the posting from it. Answers (and
 * refusals) are kept for a short while in a cache shared by every user, and requests for the same
 * link at the same time share one fetch, so a popular posting costs the board one request.
 * Network trouble and guard refusals (a redirect off the list, a page over 3 MB) are a 422 too: the
 * person can still paste the text, and nothing about the board's bad page becomes a 5xx.
 */
export function createJobImportService(deps: {
  fetch: GuardedFetch;
  /** Reads a fetched page (posting-reader.ts runs readPosting in a worker thread). */
  read: (page: FetchedPage) => Promise<PageOutcome>;
  clock: Clock;
  logger: Logger;
  cache?: { ttlMs: number; maxEntries: number };
}): JobImportService {
  const cacheSettings = deps.cache ?? DEFAULT_RESULT_CACHE;
  const recent = new Map<string, { expires: number; result: Settled }>();
  const inFlight = new Map<string, Promise<Settled>>();

  const remember = (key: string, result: Settled) => {
    if (cacheSettings.ttlMs <= 0) return;
    recent.delete(key);
    recent.set(key, { expires: deps.clock.now().getTime() + cacheSettings.ttlMs, result });
    while (recent.size > cacheSettings.maxEntries) {
      const oldest = recent.keys().next().value;
      if (oldest === undefined) break;
      recent.delete(oldest);
    }
  };

  async function readOne(request: BoardRequest, board: string | undefined): Promise<Settled> {
    const started = performance.now();
    try {
      const response = await deps.fetch(request.url, request.headers ? { headers: request.headers } : {});
      const outcome = await deps.read({
        url: response.url || request.url,
        status: response.status,
        body: await bodyText(response),
      });
      deps.logger.info(
        {
          event: 'job_import',
          board,
          status: response.status,
          outcome:
            outcome.kind === 'posting'
              ? outcome.posting.source
              : outcome.kind === 'blocked'
                ? outcome.reason
                : 'not-found',
          ms: Math.round(performance.now() - started),
        },
        'job posting import',
      );
      return settle(outcome);
    } catch (error) {
      if (error instanceof OutboundBlockedError) {
        deps.logger.warn(
          { event: 'ssrf_blocked', board, reason: error.message },
          'job-board fetch refused by the guard',
        );
        return { ok: false, error: new AppError('UNPROCESSABLE', JOB_IMPORT_MESSAGES.notFound) };
      }
      deps.logger.info(
        { event: 'job_import', board, outcome: 'unreachable', reason: (error as Error)?.message },
        'job board unreachable',
      );
      return { ok: false, error: new AppError('UNPROCESSABLE', JOB_IMPORT_MESSAGES.unreachable) };
    }
  }

  /** Tries the board's requests in order; without a posting, the most telling refusal is the answer. */
  async function fetchAndRead(url: URL): Promise<Settled> {
    const board = jobBoardOfHost(url.hostname);
    const refusals: Settled[] = [];
    for (const request of boardRequestsFor(url)) {
      const result = await readOne(request, board);
      if (result.ok) return result;
      refusals.push(result);
    }
    const rank = (result: Settled) => (result.ok ? -1 : REFUSAL_ORDER.indexOf(result.error.message));
    return refusals.sort((a, b) => rank(a) - rank(b))[0]!;
  }

  return {
    async extract(rawUrl) {
      const url = boardUrlOf(rawUrl);
      const key = url.href;
      const cached = recent.get(key);
      let result: Settled;
      if (cached && cached.expires > deps.clock.now().getTime()) {
        result = cached.result;
      } else {
        let pending = inFlight.get(key);
        if (!pending) {
          pending = fetchAndRead(url).finally(() => inFlight.delete(key));
          inFlight.set(key, pending);
        }
        result = await pending;
        // Network trouble is not remembered: the next try may well succeed.
        if (result.ok || result.error.message !== JOB_IMPORT_MESSAGES.unreachable) remember(key, result);
      }
      if (!result.ok) throw new AppError(result.error.code, result.error.message);
      return result.posting;
    },
  };
}

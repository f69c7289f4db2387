import { jobBoardOfHost } from '@hireproof/contract';

/**
 * The requests that may hold a posting, most dependable first. Most boards serve the posting at the
 * link itself. Two serve it more reliably elsewhere on the same board (and so under the same allow-list
 * and guard):
 * - LinkedIn sends unknown clients to a sign-in wall on /jobs/view/…, while its public "guest" page for
 *   the same job id (what logged-out visitors see) carries the posting: tried first.
 * - Naukri's job pages are drawn in the browser from its job API; when the page itself holds no posting,
 *   the API answer for the job id at the end of the link is read as board data.
 */
export interface BoardRequest {
  url: string;
  headers?: Record<string, string>;
}

/** LinkedIn job ids: /jobs/view/<id>, /jobs/view/<slug>-<id>, or ?currentJobId=<id> on search pages. */
function linkedInJobId(url: URL): string | undefined {
  const fromPath = /^\/jobs\/view\/(?:[^/]*?-)?(\d{6,})\/?$/.exec(url.pathname)?.[1];
  return fromPath ?? url.searchParams.get('currentJobId')?.match(/^\d{6,}$/)?.[0];
}

/** Naukri job ids: the digits closing a /job-listings-… slug. */
function naukriJobId(url: URL): string | undefined {
  return /^\/job-listings-[^/]*?-(\d{9,})\/?$/.exec(url.pathname)?.[1];
}

export function boardRequestsFor(url: URL): BoardRequest[] {
  const board = jobBoardOfHost(url.hostname);
  const asIs: BoardRequest = { url: url.href };
  if (board === 'linkedin') {
    const id = linkedInJobId(url);
    if (!id) return [asIs];
    return [{ url: `https://www.linkedin.com/jobs-guest/jobs/api/jobPosting/${id}` }, asIs];
  }
  if (board === 'naukri') {
    const id = naukriJobId(url);
    if (!id) return [asIs];
    return [
      asIs,
      {
        url: `https://www.naukri.com/jobapi/v4/job/${id}?microsite=y`,
        // What Naukri's own web client sends with its job-API calls.
        headers: { accept: 'application/json', appid: '121', systemid: 'Naukri', clientid: 'd3skt0p' },
      },
    ];
  }
  return [asIs];
}

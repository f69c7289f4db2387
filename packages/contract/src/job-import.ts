import { z } from 'zod';

/**
 * Job-description import from a job-board link (SPEC §2 'Try Extract', §5 'Job URL auto-extract',
 * §7 POST /api/extract-job-description). The board list is shared: the web app shows 'Try Extract'
 * for exactly the links the server's outbound allow-list accepts.
 */
export const JOB_BOARDS = [
  'naukri',
  'linkedin',
  'indeed',
  'glassdoor',
  'monster',
  'shine',
  'foundit',
] as const;
export type JobBoard = (typeof JOB_BOARDS)[number];

/** Boards that serve countries from their own subdomain (uk.indeed.com, de.linkedin.com, …). */
const COUNTRY_SUBDOMAIN_BOARDS: ReadonlySet<JobBoard> = new Set(['indeed', 'glassdoor', 'linkedin']);
const COMMON_SUBDOMAINS = new Set(['www', 'm', 'in']);
const BOARD_HOST = new RegExp(`^(?:([a-z]{1,3})\\.)?(${JOB_BOARDS.join('|')})\\.(com|in|co\\.in)$`);

/**
 * The board a host name belongs to, or undefined when it is not on the allow-list: the board's
 * .com or .in domain (Glassdoor India's glassdoor.co.in too), bare or under www., m. or in., and
 * for Indeed, Glassdoor and LinkedIn under a two-letter country subdomain.
 */
export function jobBoardOfHost(hostname: string): JobBoard | undefined {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  const match = BOARD_HOST.exec(host);
  if (!match) return undefined;
  const [, sub, brand, tld] = match as unknown as [string, string | undefined, JobBoard, string];
  if (tld === 'co.in' && brand !== 'glassdoor') return undefined;
  if (sub === undefined || COMMON_SUBDOMAINS.has(sub)) return brand;
  if (COUNTRY_SUBDOMAIN_BOARDS.has(brand) && /^[a-z]{2}$/.test(sub)) return brand;
  return undefined;
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"'`]+/gi;

export interface JobBoardLink {
  /** The link as it should be fetched (https, trailing punctuation removed). */
  url: string;
  /** The link exactly as it appears in the text. */
  matched: string;
  board: JobBoard;
}

/** The first link in the text that points at a supported job board, if any. */
export function findJobBoardLink(text: string): JobBoardLink | undefined {
  for (const found of text.matchAll(URL_IN_TEXT)) {
    const matched = found[0].replace(/[),.;:!?\]]+$/, '');
    let url: URL;
    try {
      url = new URL(matched);
    } catch {
      continue;
    }
    const board = jobBoardOfHost(url.hostname);
    if (!board || url.username || url.password || url.port) continue;
    url.protocol = 'https:';
    return { url: url.href, matched, board };
  }
  return undefined;
}

/** SPEC §5/§9: extraction starts by itself when the text besides the link is this short. */
export const AUTO_EXTRACT_MAX_OTHER_CHARS = 100;

/** True when the text is little more than a supported link (SPEC §5 'Job URL auto-extract'). */
export function shouldAutoExtract(text: string): boolean {
  const link = findJobBoardLink(text);
  if (!link) return false;
  return text.replace(link.matched, '').trim().length < AUTO_EXTRACT_MAX_OTHER_CHARS;
}

/** A posting shorter than this is not credible: the page was a wall, a teaser or a search list. */
export const EXTRACTED_DESCRIPTION_MIN_CHARS = 200;

export const extractJobDescriptionRequestSchema = z.object({
  url: z.string().trim().min(1, 'Please paste a job link').max(2048, 'The link is too long'),
});
export type ExtractJobDescriptionRequest = z.infer<typeof extractJobDescriptionRequestSchema>;

/** Which method found the posting: structured data first, page reading last. */
export const JOB_DESCRIPTION_SOURCES = ['json-ld', 'board-data', 'board-page', 'readable-text'] as const;
export const jobDescriptionSourceSchema = z.enum(JOB_DESCRIPTION_SOURCES);
export type JobDescriptionSource = z.infer<typeof jobDescriptionSourceSchema>;

export const extractJobDescriptionResponseSchema = z.object({
  jobDescription: z.string(),
  jobTitle: z.string().nullable(),
  company: z.string().nullable(),
  location: z.string().nullable(),
  source: jobDescriptionSourceSchema,
});
export type ExtractJobDescriptionResponse = z.infer<typeof extractJobDescriptionResponseSchema>;

/** The messages of the server's refusals (422 and 400) and the SPEC §8 toasts. */
export const JOB_IMPORT_MESSAGES = {
  notSupported:
    'Only links to Naukri, LinkedIn, Indeed, Glassdoor, Monster, Shine and Foundit job postings can be imported.',
  blocked: 'This job board did not let us read the posting automatically.',
  loginWall: 'This job board shows the posting only after signing in.',
  notFound: 'No job description was found at this link.',
  unreachable: 'The job board could not be reached. Please try again later.',
  noUrl: {
    title: 'No URL Found',
    message: 'Please paste a valid job portal URL to extract the job description.',
  },
  manualCopy: {
    title: 'Manual Copy Required',
    message:
      'This job portal blocks automated extraction. Please copy the job description manually and paste it above.',
  },
  failed: {
    title: 'Extraction Failed',
    message: 'Unable to extract job description. Please copy and paste manually.',
  },
} as const;

const PASTE_IT = 'Please copy the job description and paste it above.';

/**
 * The toast for each reason the server gives for not importing a link: what happened (the board was
 * unreachable, blocked us, wanted a sign-in, showed no job, is not supported) and what to do next.
 * A reason not listed here is shown as the server wrote it under 'Extraction Failed'.
 */
export const JOB_IMPORT_FAILURE_TOASTS: Record<string, { title: string; message: string }> = {
  [JOB_IMPORT_MESSAGES.blocked]: {
    title: JOB_IMPORT_MESSAGES.manualCopy.title,
    message: `${JOB_IMPORT_MESSAGES.blocked} ${PASTE_IT}`,
  },
  [JOB_IMPORT_MESSAGES.loginWall]: {
    title: JOB_IMPORT_MESSAGES.manualCopy.title,
    message: `${JOB_IMPORT_MESSAGES.loginWall} ${PASTE_IT}`,
  },
  [JOB_IMPORT_MESSAGES.notFound]: {
    title: 'No Job Posting Found',
    message: `${JOB_IMPORT_MESSAGES.notFound} Check that the link opens one job posting, or paste the description above.`,
  },
  [JOB_IMPORT_MESSAGES.unreachable]: {
    title: 'Job Board Unreachable',
    message:
      'The job board could not be reached. Please try again later, or paste the job description above.',
  },
  [JOB_IMPORT_MESSAGES.notSupported]: {
    title: 'Not a Supported Job Board',
    message: `${JOB_IMPORT_MESSAGES.notSupported} ${PASTE_IT}`,
  },
};

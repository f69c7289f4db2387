import {
  EXTRACTED_DESCRIPTION_MIN_CHARS,
  type JobBoard,
  type JobDescriptionSource,
  jobBoardOfHost,
} from '@hireproof/contract';
import { parseHTML } from 'linkedom';
import { type BlockReason, blockedByAddress, blockedByContent, blockedByStatus } from './blocked-page.ts';
import { postingFromBoardPage } from './board-pages.ts';
import { postingFromEmbeddedData } from './embedded-data.ts';
import { withoutHeavyParts } from './heavy-parts.ts';
import { jobPostingFromJsonLd } from './json-ld.ts';
import type { ExtractedPosting, PostingFields } from './posting.ts';
import { postingFromReadableText } from './readable-text.ts';

/** A fetched page, after redirects: its final address, status and decoded body. */
export interface FetchedPage {
  url: string;
  status: number;
  body: string;
}

export type PageOutcome =
  | { kind: 'posting'; posting: ExtractedPosting }
  | { kind: 'blocked'; reason: BlockReason }
  | { kind: 'not-found' };

const isCredible = (fields: PostingFields | undefined): fields is PostingFields =>
  !!fields && fields.jobDescription.trim().length >= EXTRACTED_DESCRIPTION_MIN_CHARS;

function boardOf(url: string): JobBoard | undefined {
  try {
    return jobBoardOfHost(new URL(url).hostname);
  } catch {
    return undefined;
  }
}

/**
 * Reads one page, best source first: schema.org JobPosting JSON-LD, the board's own embedded
 * data, the board's page layout, then Reader View's readable text. The first description of at
 * least 200 characters wins; a title, company or location found by an earlier reader whose text was
 * too short still fills the gaps. A refusal (403/429, sign-in wall, bot check) is reported as such.
 */
export function readPosting(page: FetchedPage): PageOutcome {
  const refusal = blockedByStatus(page.status) ?? blockedByAddress(page.url);
  if (refusal) return { kind: 'blocked', reason: refusal };
  if (page.status >= 400) return { kind: 'not-found' };

  const board = boardOf(page.url);
  const partial: PostingFields[] = [];
  const finish = (fields: PostingFields, source: JobDescriptionSource): PageOutcome => {
    const pick = (key: 'jobTitle' | 'company' | 'location') =>
      fields[key] || partial.find((other) => other[key])?.[key] || null;
    return {
      kind: 'posting',
      posting: {
        jobDescription: fields.jobDescription.trim(),
        jobTitle: pick('jobTitle'),
        company: pick('company'),
        location: pick('location'),
        source,
      },
    };
  };
  const tryReader = (fields: PostingFields | undefined, source: JobDescriptionSource) => {
    if (isCredible(fields)) return finish(fields, source);
    if (fields) partial.push(fields);
    return undefined;
  };

  const fromJsonLd = tryReader(jobPostingFromJsonLd(page.body), 'json-ld');
  if (fromJsonLd) return fromJsonLd;
  const fromData = tryReader(postingFromEmbeddedData(page.body), 'board-data');
  if (fromData) return fromData;
  const markup = withoutHeavyParts(page.body);
  if (board) {
    const { document } = parseHTML(markup);
    const fromPage = tryReader(postingFromBoardPage(board, document), 'board-page');
    if (fromPage) return fromPage;
  }
  const wall = blockedByContent(page.body);
  if (wall) return { kind: 'blocked', reason: wall };
  const fromText = tryReader(postingFromReadableText(markup), 'readable-text');
  if (fromText) return fromText;
  return { kind: 'not-found' };
}

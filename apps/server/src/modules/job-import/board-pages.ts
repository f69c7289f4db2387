import type { JobBoard } from '@hireproof/contract';
import type { PostingFields } from './posting.ts';
import { containerText, oneLine } from './posting-text.ts';

/**
 * Where each board puts the posting in its server-rendered page: the description container and
 * the title, company and location lines. Several selectors per field, newest markup first; boards
 * with hashed class names are matched on the stable part (`[class*=…]`).
 */
interface BoardMarkup {
  description: string[];
  title: string[];
  company: string[];
  location: string[];
}

const MARKUP: Record<JobBoard, BoardMarkup> = {
  linkedin: {
    // The public "guest" job page (no sign-in): /jobs/view/… and /jobs-guest/…
    description: ['.show-more-less-html__markup', '.description__text', '.jobs-description__content'],
    title: ['.top-card-layout__title', '.topcard__title', 'h1'],
    company: ['.topcard__org-name-link', 'a.topcard__org-name-link', '.top-card-layout__second-subline a'],
    location: ['.topcard__flavor--bullet', '.top-card-layout__second-subline .topcard__flavor--bullet'],
  },
  indeed: {
    description: [
      '#jobDescriptionText',
      '.jobsearch-jobDescriptionText',
      '[data-testid="jobDescriptionText"]',
    ],
    title: ['[data-testid="jobsearch-JobInfoHeader-title"]', 'h1.jobsearch-JobInfoHeader-title', 'h1'],
    company: [
      '[data-testid="inlineHeader-companyName"]',
      '[data-company-name="true"]',
      '.jobsearch-CompanyInfoContainer a',
    ],
    location: ['[data-testid="inlineHeader-companyLocation"]', '[data-testid="job-location"]'],
  },
  glassdoor: {
    description: [
      '[class*="JobDetails_jobDescription"]',
      '#JobDescriptionContainer',
      '[data-test="jobDescriptionContent"]',
      '.jobDescriptionContent',
    ],
    title: ['[data-test="job-title"]', '[class*="JobDetails_jobTitle"]', 'h1'],
    company: [
      '[data-test="employer-name"]',
      '[data-test="employerName"]',
      '[class*="EmployerProfile_employerName"]',
    ],
    location: ['[data-test="location"]', '[data-test="emp-location"]'],
  },
  naukri: {
    description: ['[class*="dang-inner-html"]', '.job-desc', '.jd-desc', '[class*="job-desc"]'],
    title: ['[class*="jd-header-title"]', 'h1'],
    company: ['[class*="jd-header-comp-name"] a', '[class*="jd-header-comp-name"]'],
    location: ['[class*="jhc__location"] a', '[class*="location"] a'],
  },
  monster: {
    description: [
      '[data-testid="svx-description-container-inner"]',
      '[class*="DescriptionContainer"]',
      '#JobDescription',
      '.job-description',
    ],
    title: ['[data-testid="jobTitle"]', 'h1'],
    company: ['[data-testid="company"]', '[class*="company-name"]', '.company'],
    location: ['[data-testid="jobDetailLocation"]', '[class*="location"]'],
  },
  shine: {
    description: [
      '[class*="jobDetail_jsrpRightDetail"]',
      '[class*="JobDescription"]',
      '#jobDescription',
      '.jobDescription',
    ],
    title: ['h1'],
    company: ['[class*="companyName"]', '[class*="jsrp_card_comp"]', '.cls_cmpname'],
    location: ['[class*="loc"] span', '[class*="location"]'],
  },
  foundit: {
    description: ['.job-description-content', '#jobDescription', '[class*="jobDescription"]', '.jd-text'],
    title: ['.job-tittle h1', '[class*="jobTitle"]', 'h1'],
    company: ['.job-tittle .company-name', '[class*="companyName"]', '.company-name'],
    location: ['.job-tittle .location', '[class*="location"]'],
  },
};

type Root = { querySelector(selector: string): unknown };

function first(root: Root, selectors: string[]): unknown {
  for (const selector of selectors) {
    try {
      const found = root.querySelector(selector);
      if (found) return found;
    } catch {
      // a selector the DOM library does not support: try the next one
    }
  }
  return undefined;
}

const lineOf = (node: unknown) => oneLine((node as { textContent?: string | null } | undefined)?.textContent);

/** The posting as the board's page lays it out, or undefined when its description block is absent. */
export function postingFromBoardPage(board: JobBoard, document: Root): PostingFields | undefined {
  const markup = MARKUP[board];
  const container = first(document, markup.description);
  if (!container) return undefined;
  return {
    jobTitle: lineOf(first(document, markup.title)) || null,
    company: lineOf(first(document, markup.company)) || null,
    location: lineOf(first(document, markup.location)) || null,
    jobDescription: containerText(container),
  };
}

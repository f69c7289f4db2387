import { describe, expect, it } from 'vitest';
import { findJobBoardLink, jobBoardOfHost, shouldAutoExtract } from './job-import.ts';

describe('job-board allow-list', () => {
  it.each([
    ['www.naukri.com', 'naukri'],
    ['naukri.com', 'naukri'],
    ['www.linkedin.com', 'linkedin'],
    ['in.linkedin.com', 'linkedin'],
    ['de.linkedin.com', 'linkedin'],
    ['m.indeed.com', 'indeed'],
    ['uk.indeed.com', 'indeed'],
    ['www.glassdoor.co.in', 'glassdoor'],
    ['www.glassdoor.com', 'glassdoor'],
    ['www.monster.com', 'monster'],
    ['www.shine.com', 'shine'],
    ['www.foundit.in', 'foundit'],
    ['WWW.FOUNDIT.IN.', 'foundit'],
  ])('%s is %s', (host, board) => {
    expect(jobBoardOfHost(host)).toBe(board);
  });

  it.each([
    'evil.com',
    'naukri.com.evil.com',
    'evilnaukri.com',
    'www.naukri.org',
    'uk.naukri.com',
    'api.linkedin.com',
    'www.naukri.co.in',
    'a.b.indeed.com',
    'localhost',
    '127.0.0.1',
  ])('%s is not a supported board', (host) => {
    expect(jobBoardOfHost(host)).toBeUndefined();
  });
});

describe('links in pasted text', () => {
  it('finds the first supported link and upgrades it to https', () => {
    const text = 'See https://example.com/x and http://www.naukri.com/job-listings-data-engineer-123.';
    expect(findJobBoardLink(text)).toEqual({
      url: 'https://www.naukri.com/job-listings-data-engineer-123',
      matched: 'http://www.naukri.com/job-listings-data-engineer-123',
      board: 'naukri',
    });
  });

  it('ignores unsupported hosts, credentials and odd ports', () => {
    expect(findJobBoardLink('https://evil.com/jobs/1')).toBeUndefined();
    expect(findJobBoardLink('https://user@www.indeed.com/viewjob')).toBeUndefined();
    expect(findJobBoardLink('https://www.indeed.com:8443/viewjob')).toBeUndefined();
    expect(findJobBoardLink('no link at all')).toBeUndefined();
  });

  it('starts by itself only when the text besides the link is under 100 characters', () => {
    const link = 'https://www.linkedin.com/jobs/view/4012345678';
    expect(shouldAutoExtract(link)).toBe(true);
    expect(shouldAutoExtract(`Apply here: ${link}`)).toBe(true);
    expect(shouldAutoExtract(`${'x'.repeat(99)} ${link}`)).toBe(true);
    expect(shouldAutoExtract(`${'x'.repeat(100)} ${link}`)).toBe(false);
    expect(shouldAutoExtract('x'.repeat(20))).toBe(false);
  });
});

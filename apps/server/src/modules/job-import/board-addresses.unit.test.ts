import { describe, expect, it } from 'vitest';
import { boardRequestsFor } from './board-addresses.ts';

const urls = (link: string) => boardRequestsFor(new URL(link)).map((request) => request.url);

describe('boardRequestsFor', () => {
  it("asks LinkedIn's guest page for the job id first, then the link", () => {
    expect(urls('https://in.linkedin.com/jobs/view/senior-data-engineer-at-pecan-4012345678')).toEqual([
      'https://www.linkedin.com/jobs-guest/jobs/api/jobPosting/4012345678',
      'https://in.linkedin.com/jobs/view/senior-data-engineer-at-pecan-4012345678',
    ]);
    expect(urls('https://www.linkedin.com/jobs/search/?currentJobId=4012345678&keywords=data')[0]).toBe(
      'https://www.linkedin.com/jobs-guest/jobs/api/jobPosting/4012345678',
    );
    expect(urls('https://www.linkedin.com/company/pecan')).toEqual([
      'https://www.linkedin.com/company/pecan',
    ]);
  });

  it("asks Naukri's job API after the page, with the id closing the slug", () => {
    const requests = boardRequestsFor(
      new URL('https://www.naukri.com/job-listings-data-engineer-pune-5-to-8-years-251126000001'),
    );
    expect(requests.map((r) => r.url)).toEqual([
      'https://www.naukri.com/job-listings-data-engineer-pune-5-to-8-years-251126000001',
      'https://www.naukri.com/jobapi/v4/job/251126000001?microsite=y',
    ]);
    expect(requests[1]?.headers).toMatchObject({ appid: '121', systemid: 'Naukri' });
  });

  it('asks other boards for the link only', () => {
    expect(urls('https://in.indeed.com/viewjob?jk=abc')).toEqual(['https://in.indeed.com/viewjob?jk=abc']);
  });
});

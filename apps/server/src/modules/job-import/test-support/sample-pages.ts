/**
 * Job pages written for the tests (no real posting, no corpus file): the shapes the extractor meets
 * on boards — JSON-LD in its several spellings, a decoy JSON-LD, embedded board data, board markup,
 * a plain article, a sign-in wall and a bot check. Shared by the unit, integration and browser tests.
 */
export interface SamplePosting {
  title: string;
  company: string;
  city: string;
}

export const SAMPLE_POSTING: SamplePosting = {
  title: 'Senior Data Engineer',
  company: 'Pecan Logistics',
  city: 'Pune',
};

/** A made-up description with a paragraph, a bullet list and a closing line (well over 200 characters). */
export function sampleDescriptionHtml(posting: SamplePosting = SAMPLE_POSTING): string {
  return [
    `<p><b>${posting.company}</b> is hiring a ${posting.title} to own the pipelines behind our delivery forecasts.</p>`,
    '<p>What you will do:</p>',
    '<ul>',
    '<li>Build Python and SQL pipelines on PostgreSQL</li>',
    '<li>Schedule and monitor them with Airflow on AWS</li>',
    '<li>Work with analysts to keep data models fast &amp; correct</li>',
    '</ul>',
    '<p>Experience with dbt, Kafka and data quality checks is a plus. We value clear writing, measured results and careful reviews.</p>',
  ].join('\n');
}

const page = (head: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;

const ldScript = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

export function jobPostingLd(
  posting: SamplePosting = SAMPLE_POSTING,
  description = sampleDescriptionHtml(posting),
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: posting.title,
    description,
    datePosted: '2026-11-01',
    hiringOrganization: { '@type': 'Organization', name: posting.company },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: posting.city, addressCountry: 'IN' },
    },
  };
}

/** One JobPosting object, its description entity-escaped once more (as some boards ship it). */
export function jsonLdPage(posting: SamplePosting = SAMPLE_POSTING): string {
  const escaped = sampleDescriptionHtml(posting)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
  return page(
    `<title>${posting.title}</title>${ldScript(jobPostingLd(posting, escaped))}`,
    '<div id="app"></div>',
  );
}

/** The posting inside an @graph next to a WebSite node, @type as a list. */
export function graphJsonLdPage(posting: SamplePosting = SAMPLE_POSTING): string {
  const graph = {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebSite', name: 'Board', url: 'https://www.example.org/' },
      { ...jobPostingLd(posting), '@type': ['JobPosting'] },
    ],
  };
  return page(ldScript(graph), '<main></main>');
}

/** A top-level array of JSON-LD nodes. */
export function arrayJsonLdPage(posting: SamplePosting = SAMPLE_POSTING): string {
  return page(ldScript([{ '@type': 'BreadcrumbList', itemListElement: [] }, jobPostingLd(posting)]), '');
}

/** JSON-LD of another type only, with the posting in Indeed's description block. */
export function decoyJsonLdIndeedPage(posting: SamplePosting = SAMPLE_POSTING): string {
  const decoy = ldScript({
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebSite', potentialAction: { '@type': 'SearchAction', description: 'x'.repeat(400) } },
    ],
  });
  return page(
    `<title>${posting.title} - Indeed</title>${decoy}`,
    `<h1 data-testid="jobsearch-JobInfoHeader-title">${posting.title}</h1>
     <div data-testid="inlineHeader-companyName"><a>${posting.company}</a></div>
     <div data-testid="inlineHeader-companyLocation">${posting.city}, Maharashtra</div>
     <div id="jobDescriptionText">${sampleDescriptionHtml(posting)}</div>
     <script>window.tracking = "captcha-free";</script>`,
  );
}

/** No JSON-LD: Naukri's job data in window._initialState. */
export function naukriDataPage(posting: SamplePosting = SAMPLE_POSTING): string {
  const state = {
    jobDetails: {
      title: posting.title,
      description: sampleDescriptionHtml(posting),
      companyDetail: { name: posting.company },
      locations: [{ label: posting.city }],
    },
  };
  return page(
    `<title>${posting.title} - Naukri.com</title>`,
    `<div id="root"></div><script>window._initialState = ${JSON.stringify(state)};</script>`,
  );
}

/** A Next.js page (Foundit, Shine, Glassdoor) with the posting in __NEXT_DATA__. */
export function nextDataPage(posting: SamplePosting = SAMPLE_POSTING): string {
  const data = {
    props: {
      pageProps: {
        jobDetail: {
          jobTitle: posting.title,
          companyName: posting.company,
          locations: [{ city: posting.city }],
          jobDescription: sampleDescriptionHtml(posting),
        },
      },
    },
  };
  return page(
    '',
    `<div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script>`,
  );
}

/** LinkedIn's public guest job page markup. */
export function linkedInGuestPage(posting: SamplePosting = SAMPLE_POSTING): string {
  return page(
    `<title>${posting.company} hiring ${posting.title} in ${posting.city} | LinkedIn</title>`,
    `<section class="top-card-layout">
       <h1 class="top-card-layout__title">${posting.title}</h1>
       <a class="topcard__org-name-link" href="#">${posting.company}</a>
       <span class="topcard__flavor topcard__flavor--bullet">${posting.city}, India</span>
     </section>
     <div class="description__text"><div class="show-more-less-html__markup">${sampleDescriptionHtml(posting)}</div></div>`,
  );
}

/** No structured data and no known layout: an article page for the readable-text fallback. */
export function articlePage(posting: SamplePosting = SAMPLE_POSTING): string {
  return page(
    `<title>${posting.title} - Careers</title>`,
    `<nav><a href="/">Home</a> <a href="/jobs">Jobs</a></nav>
     <article><h1>${posting.title}</h1>${sampleDescriptionHtml(posting)}
     <p>Our team works across three offices and meets in person once a month to plan the next quarter of work.</p></article>
     <footer>© Board</footer>`,
  );
}

/** A sign-in wall standing in for the posting. */
export function loginWallPage(): string {
  return page(
    '<title>Sign In | LinkedIn</title>',
    `<h1>Sign in to see who you already know</h1>
     <form><input type="email" name="session_key"><input type="password" name="session_password"><button>Sign in</button></form>
     <p>${'By clicking Continue, you agree to the User Agreement, Privacy Policy, and Cookie Policy. '.repeat(6)}</p>`,
  );
}

/** A bot check. */
export function captchaPage(): string {
  return page(
    '<title>Just a moment...</title>',
    `<h1>Verify you are human</h1><div id="challenge-platform"></div>
     <p>${'Please complete the security check to access this page. '.repeat(8)}</p>`,
  );
}

/** A teaser: the posting is there, but far too short to be the description. */
export function teaserPage(posting: SamplePosting = SAMPLE_POSTING): string {
  return page(ldScript({ ...jobPostingLd(posting), description: '<p>Great role. Apply now!</p>' }), '');
}

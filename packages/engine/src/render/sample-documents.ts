import { type ResumeDocument, SECTION_KEYS, type WorkEntry } from '../model/resume-document.ts';
import type { CoverLetter } from './cover-letter.ts';

/**
 * Resumes made by code for tests, benchmarks and the CLI's own test: an Indian software engineer with
 * an accented name, amounts in rupees and words that tempt a font into ligatures (office, efficient,
 * workflow). Nothing here comes from a real person or a real resume.
 */

const date = (text: string, iso?: string) => ({ text, ...(iso ? { iso } : {}) });

export function sampleResume(): ResumeDocument {
  return {
    basics: {
      name: 'José Núñez',
      label: 'Senior Software Engineer',
      email: 'jose.nunez@example.com',
      phone: '+91 98765 43210',
      location: {
        text: 'Bengaluru, Karnataka, India',
        city: 'Bengaluru',
        region: 'Karnataka',
        countryCode: 'IN',
      },
      profiles: [
        { network: 'LinkedIn', username: 'josenunez', url: 'linkedin.com/in/josenunez' },
        { network: 'GitHub', username: 'josenunez', url: 'github.com/josenunez' },
      ],
    },
    summary: {
      id: 'S',
      text:
        'Backend engineer with eight years of experience building efficient payment and workflow systems for ' +
        'high-traffic platforms. Certified AWS architect who cut infrastructure spend by ₹2,40,000 a month and ' +
        'mentors engineers across offices in Bengaluru and Pune.',
    },
    work: [
      {
        id: 'W1',
        company: 'Flipkart',
        position: 'Senior Software Engineer',
        location: 'Bengaluru',
        start: date('Jan 2021', '2021-01'),
        current: true,
        highlights: [
          {
            id: 'W1.B1',
            text: 'Led a team of 6 engineers to rebuild the checkout service in Java and Kafka, cutting p95 latency by 38%.',
          },
          {
            id: 'W1.B2',
            text: 'Designed an efficient refund workflow that settles 1.2 million orders a day and saved ₹18 lakh a year.',
          },
          {
            id: 'W1.B3',
            text: 'Introduced contract tests and canary releases, reducing production incidents by 45%.',
          },
        ],
      },
      {
        id: 'W2',
        company: 'Infosys Limited',
        position: 'Software Engineer',
        location: 'Pune',
        start: date('Jul 2017', '2017-07'),
        end: date('Dec 2020', '2020-12'),
        current: false,
        highlights: [
          {
            id: 'W2.B1',
            text: 'Built REST APIs in Spring Boot for a banking client serving 3 million customers.',
          },
          {
            id: 'W2.B2',
            text: 'Automated the deployment pipeline with Jenkins and Docker, shortening releases from two days to four hours.',
          },
          { id: 'W2.B3', text: 'Migrated 40 Oracle stored procedures to PostgreSQL with zero downtime.' },
        ],
      },
      {
        id: 'W3',
        company: 'Zoho Corporation',
        position: 'Software Engineering Intern',
        location: 'Chennai',
        start: date('May 2016', '2016-05'),
        end: date('Jul 2016', '2016-07'),
        current: false,
        highlights: [
          { id: 'W3.B1', text: 'Wrote an office suite plugin in JavaScript used by 2,000 affiliate teams.' },
        ],
      },
    ],
    education: [
      {
        id: 'E1',
        institution: 'Indian Institute of Technology Madras',
        studyType: 'B.Tech',
        area: 'Computer Science and Engineering',
        location: 'Chennai',
        start: date('2013', '2013'),
        end: date('2017', '2017'),
        score: { kind: 'cgpa', text: '8.9/10' },
        courses: [],
        highlights: [],
      },
    ],
    skills: [
      { id: 'K1', name: 'Languages', keywords: ['Java', 'TypeScript', 'Python', 'SQL'] },
      { id: 'K2', name: 'Tools', keywords: ['Kafka', 'Docker', 'Kubernetes', 'PostgreSQL', 'AWS'] },
    ],
    projects: [
      {
        id: 'P1',
        name: 'Open Ledger',
        description: 'An open-source double-entry ledger library.',
        url: 'github.com/josenunez/open-ledger',
        keywords: ['TypeScript', 'PostgreSQL'],
        highlights: [{ id: 'P1.B1', text: 'Reached 1,200 GitHub stars and 30 contributors.' }],
      },
    ],
    certificates: [
      {
        id: 'C1',
        name: 'AWS Certified Solutions Architect – Associate',
        detail: 'Amazon Web Services',
        date: date('2022', '2022'),
      },
    ],
    awards: [],
    publications: [],
    languages: [
      { id: 'L1', name: 'English', detail: 'Fluent' },
      { id: 'L2', name: 'Hindi', detail: 'Native' },
    ],
    volunteer: [],
    custom: [],
    sectionOrder: ['summary', 'work', 'education', 'skills', 'projects', 'certificates', 'languages'],
  };
}

const EMPLOYERS = [
  ['Tata Consultancy Services', 'Mumbai'],
  ['Wipro Technologies', 'Hyderabad'],
  ['Razorpay', 'Bengaluru'],
  ['Freshworks', 'Chennai'],
  ['Swiggy', 'Bengaluru'],
  ['Zomato', 'Gurugram'],
  ['Paytm', 'Noida'],
  ['Ola Cabs', 'Bengaluru'],
  ['HCL Technologies', 'Noida'],
  ['Tech Mahindra', 'Pune'],
  ['Mindtree', 'Bengaluru'],
  ['Persistent Systems', 'Nagpur'],
] as const;

const POSITIONS = [
  'Staff Engineer',
  'Lead Engineer',
  'Senior Developer',
  'Backend Developer',
  'Platform Engineer',
];

const ACTIONS = [
  'Designed and shipped a service that processes {n} thousand events per minute with 99.95% availability',
  'Reduced cloud costs by {n}% by right-sizing clusters and moving batch jobs to spot capacity',
  'Mentored {n} junior engineers through code reviews, pairing sessions and a weekly design clinic',
  'Rewrote the reporting pipeline in Python, cutting nightly run time from {n} hours to forty minutes',
  'Partnered with product managers to define quarterly goals and delivered {n} features ahead of schedule',
  'Improved test coverage from {n}% to 85% and added property tests for the pricing rules',
];

/** A long career (default 12 jobs of 5 bullets) that must span several pages. */
export function longResume(jobs = 12, bulletsPerJob = 5): ResumeDocument {
  const base = sampleResume();
  const work: WorkEntry[] = [];
  for (let index = 0; index < jobs; index++) {
    const [company, location] = EMPLOYERS[index % EMPLOYERS.length]!;
    const endYear = 2025 - 2 * index;
    const id = `W${index + 1}`;
    work.push({
      id,
      company: index < EMPLOYERS.length ? company : `${company} ${Math.floor(index / EMPLOYERS.length) + 1}`,
      position: POSITIONS[index % POSITIONS.length]!,
      location,
      start: date(`Mar ${endYear - 2}`, `${endYear - 2}-03`),
      ...(index === 0 ? {} : { end: date(`Feb ${endYear}`, `${endYear}-02`) }),
      current: index === 0,
      highlights: Array.from({ length: bulletsPerJob }, (_, bullet) => ({
        id: `${id}.B${bullet + 1}`,
        text: ACTIONS[(index + bullet) % ACTIONS.length]!.replace(
          '{n}',
          String(3 + ((index * 7 + bullet * 5) % 40)),
        ),
      })),
    });
  }
  return { ...base, work };
}

/** Every text field carries markup and quotes, to prove that renderers escape by construction. */
export function hostileResume(): ResumeDocument {
  const evil = (field: string) => `<script>alert("${field}")</script> "${field}" & <b onload='x'>`;
  const base = sampleResume();
  return {
    ...base,
    basics: {
      name: evil('name'),
      label: evil('label'),
      email: evil('email'),
      phone: evil('phone'),
      url: evil('url'),
      location: { text: evil('location') },
      profiles: [{ network: evil('network'), url: evil('profile') }],
    },
    summary: { id: 'S', text: evil('summary') },
    work: base.work.map((entry) => ({
      ...entry,
      company: evil('company'),
      position: evil('position'),
      location: evil('location'),
      start: { text: evil('start') },
      end: { text: evil('end') },
      highlights: entry.highlights.map((bullet) => ({ ...bullet, text: evil('bullet') })),
    })),
    education: base.education.map((entry) => ({
      ...entry,
      institution: evil('institution'),
      studyType: evil('degree'),
      area: evil('area'),
      score: { kind: 'other', text: evil('score') },
      courses: [evil('course')],
    })),
    skills: [{ id: 'K1', name: evil('group'), keywords: [evil('skill')] }],
    projects: base.projects.map((project) => ({
      ...project,
      name: evil('project'),
      description: evil('description'),
      url: evil('project-url'),
      keywords: [evil('keyword')],
    })),
    certificates: [
      { id: 'C1', name: evil('certificate'), detail: evil('issuer'), date: { text: evil('date') } },
    ],
    awards: [{ id: 'A1', name: evil('award') }],
    publications: [{ id: 'U1', name: evil('publication'), url: evil('publication-url') }],
    languages: [{ id: 'L1', name: evil('language'), detail: evil('fluency') }],
    volunteer: [
      {
        id: 'V1',
        organization: evil('organization'),
        position: evil('role'),
        highlights: [{ id: 'V1.B1', text: evil('help') }],
      },
    ],
    custom: [{ id: 'X1', title: evil('custom'), items: [{ id: 'X1.B1', text: evil('item') }] }],
    sectionOrder: [...SECTION_KEYS],
  };
}

export function sampleCoverLetter(): CoverLetter {
  return {
    candidate: {
      name: 'José Núñez',
      email: 'jose.nunez@example.com',
      phone: '+91 98765 43210',
      location: 'Bengaluru, Karnataka, India',
    },
    company: 'Razorpay',
    jobTitle: 'Staff Backend Engineer',
    date: '22 November 2026',
    paragraphs: [
      'Dear Hiring Team,',
      'I am applying for the Staff Backend Engineer role at Razorpay. For four years at Flipkart I have led the ' +
        'checkout service, where my team cut p95 latency by 38% and an efficient refund workflow saved ₹18 lakh a year.',
      'Before that, at Infosys Limited, I built Spring Boot APIs for a bank with 3 million customers and automated ' +
        'releases with Jenkins and Docker. I am a certified AWS architect and I enjoy mentoring engineers.',
      'I would welcome the chance to discuss how my experience with Java, Kafka and PostgreSQL fits your payments platform.',
      'Sincerely,\nJosé Núñez',
    ],
  };
}

/**
 * A second shape of resume: a US designer with a Letter page in mind, year-only and numeric dates,
 * a single-season internship, an ungrouped skills list, and the less common sections.
 */
export function variedResume(): ResumeDocument {
  return {
    basics: {
      name: 'Zoë Kowalski',
      label: 'Product Designer',
      email: 'zoe.kowalski@mail.example.org',
      phone: '(415) 555-0142',
      location: {
        text: 'Austin, TX',
        address: '12 Congress Ave',
        city: 'Austin',
        region: 'TX',
        countryCode: 'US',
      },
      url: 'zoekowalski.design',
      profiles: [],
    },
    summary: {
      id: 'S',
      text: 'Product designer who turns field research into shipped interfaces; led the redesign of a file-sharing flow used by 40 million people.',
    },
    work: [
      {
        id: 'W1',
        company: 'Figma',
        position: 'Product Designer',
        location: 'Austin, TX',
        start: date('Jul 2021', '2021-07'),
        current: true,
        highlights: [
          {
            id: 'W1.B1',
            text: 'Redesigned the sharing dialog, raising invite completion by 22% across 40 million users.',
          },
          { id: 'W1.B2', text: 'Built an accessibility checklist adopted by 12 product teams.' },
        ],
      },
      {
        id: 'W2',
        company: 'Dropbox',
        position: 'UX Researcher',
        location: 'San Francisco, CA',
        start: date('03/2019', '2019-03'),
        end: date('06/2021', '2021-06'),
        current: false,
        highlights: [
          {
            id: 'W2.B1',
            text: 'Ran 60 interviews and 4 diary studies that reshaped the desktop onboarding roadmap.',
          },
          {
            id: 'W2.B2',
            text: 'Cut research recruiting time from three weeks to five days with a shared participant panel.',
          },
        ],
      },
      {
        id: 'W3',
        company: 'Frog Design',
        position: 'Visual Designer',
        location: 'New York, NY',
        start: date('2016', '2016'),
        end: date('2018', '2018'),
        current: false,
        highlights: [
          { id: 'W3.B1', text: 'Designed packaging and brand systems for 9 consumer electronics launches.' },
        ],
      },
    ],
    education: [
      {
        id: 'E1',
        institution: 'Rhode Island School of Design',
        studyType: 'Bachelor of Fine Arts',
        area: 'Graphic Design',
        location: 'Providence, RI',
        start: date('2012', '2012'),
        end: date('2016', '2016'),
        score: { kind: 'gpa', text: '3.8/4.0' },
        courses: [],
        highlights: [],
      },
    ],
    skills: [
      {
        id: 'K1',
        name: '',
        keywords: ['Figma', 'Prototyping', 'User Research', 'Design Systems', 'Accessibility'],
      },
    ],
    projects: [],
    certificates: [],
    awards: [{ id: 'A1', name: 'Red Dot Design Award', detail: 'Red Dot', date: date('2017', '2017') }],
    publications: [
      {
        id: 'U1',
        name: 'Designing for Shared Files',
        detail: 'UX Collective',
        date: date('Mar 2022', '2022-03'),
      },
    ],
    languages: [],
    volunteer: [
      {
        id: 'V1',
        organization: 'Code for America',
        position: 'Volunteer Designer',
        start: date('2019', '2019'),
        end: date('2020', '2020'),
        highlights: [{ id: 'V1.B1', text: 'Designed a benefits screener used by 8,000 residents.' }],
      },
    ],
    custom: [
      {
        id: 'X1',
        title: 'Interests',
        items: [{ id: 'X1.B1', text: 'Letterpress printing and trail running.' }],
      },
    ],
    sectionOrder: ['summary', 'work', 'education', 'skills', 'awards', 'publications', 'volunteer', 'custom'],
  };
}

/**
 * The sample resume with a description under each job, in the way CV templates write one: a paragraph
 * and a lead-in for the first job, a sentence for the second, and sub-bullets under a bullet (ADR 0026).
 */
export function describedResume(): ResumeDocument {
  const doc = sampleResume();
  const [first, second] = doc.work;
  if (first) {
    first.summary =
      'Owns the checkout and refund services of the marketplace, with a team in two cities. Key results:';
    first.highlights.splice(
      2,
      0,
      { id: 'W1.B4', text: 'Wrote the runbook the on-call rotation now follows.', level: 1 },
      { id: 'W1.B5', text: 'Trained twelve engineers to read the latency dashboards.', level: 1 },
    );
  }
  if (second) second.summary = 'Payments platform for the travel business, run on Redis in 14 data centres.';
  return doc;
}

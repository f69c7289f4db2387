import { CREDITS_PER_PURCHASE, SIGNUP_CREDITS, TEMPLATES } from '@hireproof/contract';

/**
 * Copy of the landing sections below the hero (demo onward); the top of the page takes its copy
 * from content.ts. This module loads with those sections, after the first paint. Texts the spec
 * fixes (template names, job boards) are quoted from SPEC.md; the rest is ours.
 */

export const DEMO = {
  heading: 'Watch a resume get sharper',
  intro: 'Each line below is rewritten for the job it targets. The readability score climbs as it fills in.',
  readabilityLabel: 'Readability',
  atsLabel: 'ATS',
  impactLabel: 'Impact',
  documentLabel: 'Sample resume being improved',
  lines: [
    'Ananya Rao · Senior Data Analyst · Bengaluru',
    'Analyst with six years of turning messy retail and fintech data into decisions people act on.',
    'Built a churn model that cut monthly cancellations by 18% across 40,000 subscribers.',
    'Automated weekly sales reporting in Python and SQL, saving the team 12 hours every week.',
    'Moved 30 legacy reports to Power BI dashboards now used by 150 managers in 9 regions.',
    'Ran checkout A/B tests with the product team that lifted conversion by 7%.',
    'Skills: SQL · Python · Power BI · Experiment design · Stakeholder communication',
  ],
} as const;

export const USER_COUNT = {
  after: 'job seekers have tailored a resume with Hireproof this week',
};

export const PAIN_FIX = {
  heading: 'Why good resumes go unanswered',
  cards: [
    {
      tag: 'The pain',
      title: 'Dozens of applications, no replies',
      body: 'You match the role, you send the resume, and then nothing. The silence rarely means you were the wrong person for the job.',
    },
    {
      tag: 'Reality check',
      title: 'Software reads it before a person does',
      body: 'Most employers screen with applicant-tracking systems. Two-column layouts, text inside graphics and missing keywords can drop a strong resume early, and a recruiter who does see it skims for about six seconds.',
    },
    {
      tag: 'The fix',
      title: 'A resume built for both readers',
      body: 'Hireproof puts your experience into a clean single-column layout, uses the job’s own wording, and turns task lists into results. It never invents an employer, a title or a number you did not give it.',
    },
  ],
} as const;

export type FeatureId = 'ats' | 'booster' | 'score' | 'cover' | 'extract' | 'upload' | 'templates';
export type Feature = { id: FeatureId; title: string; body: string };

export const FEATURES_HEADING = 'Everything you need to land the interview';
export const FEATURES_INTRO = 'One upload, one job description, and the tools below do the rest.';
export const FEATURES: readonly Feature[] = [
  {
    id: 'ats',
    title: 'ATS-friendly formatting',
    body: 'Single-column layouts with standard section headings, so applicant-tracking systems read every line in the right order.',
  },
  {
    id: 'booster',
    title: 'One-click bullet booster',
    body: 'Turns a weak task line into a quantified achievement. Where a figure is missing you get a placeholder to fill in, never a made-up number.',
  },
  {
    id: 'score',
    title: 'Live resume score',
    body: 'Clarity, ATS compatibility and impact, scored as you edit, with concrete suggestions for what to fix next.',
  },
  {
    id: 'cover',
    title: 'Cover letters in about 60 seconds',
    body: 'A letter drafted from your resume and the job description, addressed to the role and ready for your final read.',
  },
  {
    id: 'extract',
    title: 'Job descriptions from a link',
    body: 'Paste a posting URL from a supported job board and the description is pulled in for you. Paste the text yourself whenever a site blocks it.',
  },
  {
    id: 'upload',
    title: 'Start from what you have',
    body: 'Upload a PDF, DOCX or TXT resume, or build a new one from scratch in seven guided steps.',
  },
  {
    id: 'templates',
    title: `${TEMPLATES.length} clean templates`,
    body: 'From Classic Professional to Academic, every template stays ATS-safe and exports to PDF, DOCX, HTML and TXT.',
  },
];

export const PLATFORMS_HEADING = 'Paste job postings from the boards you already use';
/** SPEC §5: the job boards whose URLs are recognised for extraction. */
export const PLATFORMS = [
  'Naukri',
  'LinkedIn',
  'Indeed',
  'Glassdoor',
  'Monster',
  'Shine',
  'Foundit',
] as const;

export type Testimonial = {
  name: string;
  role: string;
  quote: string;
  metric: string;
  /** Initials drawn in a coloured circle: no external avatar service, so the page works offline. */
  avatar: string;
  rating: 1 | 2 | 3 | 4 | 5;
};

export const TESTIMONIALS_HEADING = 'What job seekers tell us';
export const TESTIMONIALS_NOTE = 'Illustrative stories of typical use; individual results vary.';
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Meera K.',
    role: 'Product Designer, Pune',
    quote:
      'I had been sending the same two-column resume everywhere. The single-column version read the same to me but finally started getting replies.',
    metric: '4 interviews in 3 weeks',
    avatar: 'MK',
    rating: 5,
  },
  {
    name: 'Daniel O.',
    role: 'Backend Engineer, Toronto',
    quote:
      'The keyword view showed me I was writing “Postgres” where every posting said “PostgreSQL”. Small things like that added up.',
    metric: 'ATS score 62 → 88',
    avatar: 'DO',
    rating: 5,
  },
  {
    name: 'Farhan S.',
    role: 'Operations Lead, Hyderabad',
    quote:
      'The bullet booster left a blank for the number instead of guessing one. I filled in real figures and my resume finally sounded like my work.',
    metric: 'Callback rate doubled',
    avatar: 'FS',
    rating: 4,
  },
  {
    name: 'Lucía M.',
    role: 'Marketing Analyst, Madrid',
    quote:
      'Pasting a LinkedIn link and getting a cover letter draft a minute later saved me an evening per application.',
    metric: 'About 1 hour saved per role',
    avatar: 'LM',
    rating: 5,
  },
  {
    name: 'Rahul V.',
    role: 'Final-year B.Tech student, Chennai',
    quote:
      'I built my first resume from scratch with the seven steps. The Academic template kept it to one tidy page.',
    metric: 'First internship offer',
    avatar: 'RV',
    rating: 4,
  },
  {
    name: 'Grace N.',
    role: 'Registered Nurse, Manchester',
    quote:
      'Moving from a hospital ward to a health-tech company felt impossible on paper. The tailored version showed the overlap clearly.',
    metric: '2 offers after switching fields',
    avatar: 'GN',
    rating: 5,
  },
];

export const CAROUSEL = {
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  show: (n: number, total: number) => `Show testimonial ${n} of ${total}`,
  position: (n: number, total: number) => `Testimonial ${n} of ${total}`,
  playing: 'Auto-playing',
  paused: 'Paused',
};

export const PRICING = {
  heading: 'Simple pay-as-you-go pricing',
  intro: 'No subscription. Buy credits when you need them and use them whenever you like.',
  bundleTitle: `${CREDITS_PER_PURCHASE} credits`,
  usdLabel: 'Pay with PayPal',
  usdNote: 'Credits added instantly',
  inrLabel: 'Pay with UPI',
  inrNote: 'Approved within 24 hours',
  /** Under a method this installation does not offer: its price is shown, nothing is promised. */
  offNote: 'Not offered on this site',
  includes: [
    '1 credit = one optimised resume and its cover letter',
    'Credits never expire',
    `${SIGNUP_CREDITS} free credits when you create an account`,
    `All ${TEMPLATES.length} templates and every export format`,
  ],
  paymentNote:
    'PayPal payments are confirmed instantly. UPI payments need admin approval, which happens within 24 hours of submitting your payment reference.',
  noSalesNote:
    'This site does not sell credits at the moment: every new account starts with its free credits.',
  cta: 'Get started',
};

export type FaqEntry = { question: string; answer: string };

const templateNames = TEMPLATES.map((t) => t.name);
const templateList = `${templateNames.slice(0, -1).join(', ')} and ${templateNames.at(-1)}`;

export const FAQ_HEADING = 'Frequently asked questions';
export const FAQ: readonly FaqEntry[] = [
  {
    question: 'How does Hireproof make my resume ATS-friendly?',
    answer:
      'It rebuilds your resume in a single-column layout with standard headings and plain text, then matches your wording to the keywords in the job description so applicant-tracking systems can read and rank it.',
  },
  {
    question: 'What do I need to get started?',
    answer:
      'Your current resume as a PDF, DOCX or TXT file, plus the job title, the company and the job description. No resume yet? The seven-step builder helps you write one from scratch.',
  },
  {
    question: 'Which resume templates can I choose from?',
    answer: `There are ${templateNames.length}: ${templateList}. All of them are single-column and ATS-safe.`,
  },
  {
    question: 'How do credits work?',
    answer: `One credit covers one resume optimisation or one cover letter. Credits come in bundles of ${CREDITS_PER_PURCHASE}, new accounts get ${SIGNUP_CREDITS} free, and credits never expire.`,
  },
  {
    question: 'How can I pay?',
    answer:
      'With PayPal in US dollars, credited instantly, or with UPI in Indian rupees. UPI payments are checked by an admin and approved within 24 hours.',
  },
  {
    question: 'Will Hireproof invent experience I don’t have?',
    answer:
      'No. It rewrites and reorders what you provide, but it never adds an employer, a job title, a date, a qualification or a number that is not in your resume. Missing figures become placeholders for you to fill in.',
  },
  {
    question: 'Can it read a job posting from a link?',
    answer:
      'Yes, for postings on Naukri, LinkedIn, Indeed, Glassdoor, Monster, Shine and Foundit. Some sites block automated reading; when that happens, copy the description and paste it in.',
  },
  {
    question: 'How long does it take?',
    answer:
      'A cover letter is drafted in about 60 seconds, and a full tailored resume with its cover letter is usually ready within two to three minutes.',
  },
  {
    question: 'Which formats can I download?',
    answer:
      'Both the resume and the cover letter download as PDF, DOCX, HTML and plain text, so you can upload them to job portals or paste them into web forms.',
  },
  {
    question: 'Can I get a refund?',
    answer:
      'If a technical problem on our side stops you from using your credits, ask for a refund within 7 days of purchase and we will review it within 3 to 5 business days. Our Refund Policy has the details.',
  },
];

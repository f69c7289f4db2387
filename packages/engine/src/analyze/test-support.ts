import { emptyResumeDocument, type ResumeDocument } from '../model/resume-document.ts';

/** Builds ResumeDocument values for tests without going through the parser. */
export interface WorkSpec {
  company: string;
  position: string;
  start?: string;
  end?: string;
  current?: boolean;
  location?: string;
  bullets?: string[];
}

export interface ResumeSpec {
  name?: string;
  label?: string;
  email?: string;
  phone?: string;
  location?: string;
  linkedin?: string;
  summary?: string;
  work?: WorkSpec[];
  education?: { institution: string; studyType?: string; area?: string; start?: string; end?: string }[];
  skills?: { name?: string; keywords: string[] }[];
  certificates?: { name: string; detail?: string; date?: string }[];
  projects?: { name: string; description?: string; keywords?: string[]; bullets?: string[] }[];
}

const isoOf = (text: string | undefined): string | undefined => {
  if (!text) return undefined;
  const year = /\b(19|20)\d{2}\b/.exec(text)?.[0];
  return year;
};

const date = (text: string | undefined) =>
  text ? { text, ...(isoOf(text) ? { iso: isoOf(text) } : {}) } : undefined;

export function makeResume(spec: ResumeSpec = {}): ResumeDocument {
  const doc = emptyResumeDocument();
  doc.basics = {
    name: spec.name ?? 'Alex Morgan',
    ...(spec.label ? { label: spec.label } : {}),
    ...(spec.email !== undefined
      ? spec.email
        ? { email: spec.email }
        : {}
      : { email: 'alex.morgan@example.com' }),
    ...(spec.phone !== undefined ? (spec.phone ? { phone: spec.phone } : {}) : { phone: '+1 415 555 0142' }),
    ...(spec.location ? { location: { text: spec.location } } : {}),
    profiles: spec.linkedin ? [{ network: 'LinkedIn', url: spec.linkedin }] : [],
  };
  if (spec.summary) doc.summary = { id: 'S', text: spec.summary };
  doc.work = (spec.work ?? []).map((w, i) => {
    const start = date(w.start);
    const end = date(w.end);
    return {
      id: `W${i + 1}`,
      company: w.company,
      position: w.position,
      ...(w.location ? { location: w.location } : {}),
      ...(start ? { start } : {}),
      ...(end ? { end } : {}),
      current: w.current ?? false,
      highlights: (w.bullets ?? []).map((text, j) => ({ id: `W${i + 1}.B${j + 1}`, text })),
    };
  });
  doc.education = (spec.education ?? []).map((e, i) => {
    const start = date(e.start);
    const end = date(e.end);
    return {
      id: `E${i + 1}`,
      institution: e.institution,
      ...(e.studyType ? { studyType: e.studyType } : {}),
      ...(e.area ? { area: e.area } : {}),
      ...(start ? { start } : {}),
      ...(end ? { end } : {}),
      courses: [],
      highlights: [],
    };
  });
  doc.skills = (spec.skills ?? []).map((s, i) => ({
    id: `K${i + 1}`,
    name: s.name ?? '',
    keywords: s.keywords,
  }));
  doc.certificates = (spec.certificates ?? []).map((c, i) => {
    const d = date(c.date);
    return {
      id: `C${i + 1}`,
      name: c.name,
      ...(c.detail ? { detail: c.detail } : {}),
      ...(d ? { date: d } : {}),
    };
  });
  doc.projects = (spec.projects ?? []).map((p, i) => ({
    id: `P${i + 1}`,
    name: p.name,
    ...(p.description ? { description: p.description } : {}),
    keywords: p.keywords ?? [],
    highlights: (p.bullets ?? []).map((text, j) => ({ id: `P${i + 1}.B${j + 1}`, text })),
  }));
  doc.sectionOrder = [
    ...(spec.summary ? (['summary'] as const) : []),
    'work',
    'education',
    'skills',
    ...(spec.projects?.length ? (['projects'] as const) : []),
    ...(spec.certificates?.length ? (['certificates'] as const) : []),
  ];
  return doc;
}

/** A realistic backend-engineer resume used across analysis and writer tests. */
export function sampleBackendResume(): ResumeDocument {
  return makeResume({
    name: 'Priya Raman',
    label: 'Backend Developer',
    email: 'priya.raman@example.com',
    phone: '+91 98450 12345',
    location: 'Bengaluru, India',
    linkedin: 'https://linkedin.com/in/priyaraman',
    summary: 'Backend developer building payment APIs in NodeJS and Typescript.',
    work: [
      {
        company: 'Acme Payments',
        position: 'Software Engineer',
        start: 'Jan 2021',
        current: true,
        bullets: [
          'Responsible for managing the migration of billing services to k8s on Amazon Web Services',
          'Worked on REST API design for the merchant dashboard',
          'Reduced p95 latency by 40% by adding Redis caching',
          'Helped with writing unit tests in Jest',
          'Mentored two junior engineers and communicated release plans to product teams',
        ],
      },
      {
        company: 'Bluebird Labs',
        position: 'Junior Developer',
        start: 'Jun 2019',
        end: 'Dec 2020',
        bullets: [
          'Built internal tools with Python and Postgres',
          'Assisted in deploying services with Docker',
        ],
      },
    ],
    education: [
      {
        institution: 'VIT University',
        studyType: 'B.Tech',
        area: 'Computer Science',
        start: '2015',
        end: '2019',
      },
    ],
    skills: [
      {
        name: 'Technical',
        keywords: ['Node.js', 'TypeScript', 'Python', 'PostgreSQL', 'Redis', 'Docker', 'Git'],
      },
    ],
  });
}

/** A job ad written for these tests (not taken from any real posting). */
export const BACKEND_JOB = `Senior Backend Engineer

Northwind Logistics is hiring a Senior Backend Engineer to build the services behind our delivery platform.

What you'll do:
- Design and build REST APIs in Node.js and TypeScript
- Run services on AWS with Docker and Kubernetes
- Collaborate closely with product and mentor junior engineers

Requirements:
- 5+ years of experience with Node.js or Go
- Strong SQL skills; PostgreSQL preferred
- Experience with CI/CD (GitHub Actions or Jenkins)
- Excellent communication skills
- Bachelor's degree in Computer Science or equivalent

Nice to have:
- Terraform, Kafka
- AWS Certified Solutions Architect

About us: We value teamwork and offer flexible hours. Equal opportunity employer.`;

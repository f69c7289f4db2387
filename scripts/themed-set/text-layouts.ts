/**
 * Plain-text renderings of the made-up people, in layouts unlike the product's own TXT export: the
 * job-board export layout (title, employer and place, dates on lines of their own, sections in capitals),
 * a hand-typed text resume with a different header style per document, and Markdown. Each choice of style
 * is drawn from the document's own random source, so one layout covers many of the ways people type.
 */
import type { GeneratedEducation, GeneratedResume, GeneratedWork } from './personas.ts';
import { type Random, seededRandom } from './random.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export type DateStyle = 'month-year' | 'mon-year' | 'mm/yyyy' | 'yyyy-mm' | 'year';

/** A JSON Resume date (`YYYY-MM` or `YYYY`) printed in one style; a year-only date stays a year. */
export function formatDate(iso: string | undefined, style: DateStyle): string {
  if (!iso) return '';
  const [year, monthText] = iso.split('-');
  if (!monthText || style === 'year') return year ?? iso;
  const month = Number(monthText);
  const name = MONTHS[month - 1] ?? '';
  switch (style) {
    case 'month-year':
      return `${name} ${year}`;
    case 'mon-year':
      return `${name.slice(0, 3)} ${year}`;
    case 'mm/yyyy':
      return `${monthText}/${year}`;
    case 'yyyy-mm':
      return `${year}-${monthText}`;
  }
}

/** The degree as a person prints it: its type, then its field. */
export function printedDegree(entry: GeneratedEducation, joiner = ' in '): string {
  return entry.area ? `${entry.studyType}${joiner}${entry.area}` : entry.studyType;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const range = (work: { startDate?: string; endDate?: string }, style: DateStyle, to: string, now: string) =>
  work.startDate
    ? `${formatDate(work.startDate, style)}${to}${work.endDate ? formatDate(work.endDate, style) : now}`
    : '';

/**
 * The layout job boards export a profile in: name, headline, place and profile link, sections in capitals,
 * and each job as title / "Employer - Place" / "Month Year to Present" on lines of their own.
 */
export function boardText(resume: GeneratedResume): string {
  const random = seededRandom(resume.meta.seed + 1);
  const blank = random.chance(0.7);
  const width = random.pick([80, 90, 100]);
  const capsTitles = random.chance(0.15);
  const out: string[] = [];
  const push = (...lines: string[]) => {
    for (const line of lines) {
      out.push(line);
      if (blank) out.push('');
    }
  };
  const { basics } = resume;
  const latest = resume.work[0];
  out.push(basics.name);
  if (basics.label) push(latest ? `${basics.label} - ${latest.name}` : basics.label);
  else if (blank) out.push('');
  const place = `${basics.location.city}, ${basics.location.region}`;
  const handle = basics.name.replace(/\s+/g, '-');
  const link = `board.example/r/${handle}/${(resume.meta.seed * 2654435761).toString(16).padStart(16, 'a').slice(0, 16)}`;
  const contact = `${place} - Email me on the board: ${link}`;
  push(...wrap(contact, width));
  if (basics.summary) push(...wrap(random.chance(0.4) ? `• ${basics.summary}` : basics.summary, width));
  if (random.chance(0.3)) push(`Willing to relocate to: ${random.pick(['Anywhere', basics.location.city])}`);
  if (resume.work.length > 0) {
    push('WORK EXPERIENCE');
    for (const job of resume.work) {
      push(capsTitles ? job.position.toUpperCase() : job.position);
      push(job.location ? `${job.name} - ${job.location}` : `${job.name} -`);
      push(range(job, 'month-year', ' to ', 'Present'));
      const lines = [
        ...(job.summary ? [job.summary] : []),
        ...job.highlights.map((h) => (random.chance(0.5) ? `• ${h}` : h)),
      ];
      for (const line of lines) push(...wrap(line, width));
    }
  }
  if (resume.education.length > 0) {
    push('EDUCATION');
    for (const entry of resume.education) {
      push(printedDegree(entry));
      push(entry.location ? `${entry.institution} - ${entry.location}` : entry.institution);
      const dates = entry.startDate
        ? `${formatDate(entry.startDate, 'month-year')} to ${formatDate(entry.endDate, 'month-year')}`
        : formatDate(entry.endDate, 'month-year');
      if (dates) push(dates);
    }
  }
  const skills = resume.skills.flatMap((group) => group.keywords);
  if (skills.length > 0) {
    push('SKILLS');
    const years = skills.map((skill) =>
      random.chance(0.3)
        ? skill
        : `${skill} (${random.pick(['Less than 1 year', '1 year', `${random.int(2, 9)} years`])})`,
    );
    push(...wrap(years.join(', '), width));
  }
  if (basics.profiles.length > 0) {
    push('LINKS');
    for (const profile of basics.profiles) push(profile.url);
  }
  if (resume.certificates.length > 0) {
    push('CERTIFICATIONS/LICENSES');
    for (const cert of resume.certificates) push(cert.name, ...(cert.date ? [cert.date] : []));
  }
  if (resume.languages.length > 0 || resume.awards.length > 0) {
    push('ADDITIONAL INFORMATION');
    for (const language of resume.languages) push(`${language.language} - ${language.fluency}`);
    for (const award of resume.awards) push(`${award.title}${award.date ? ` (${award.date})` : ''}`);
  }
  return `${out.join('\n').trimEnd()}\n`;
}

type HeaderStyle = 'title-company-line' | 'company-then-title' | 'pipe' | 'title-at-company';

const HEADINGS = {
  summary: ['Summary', 'Profile', 'Professional Summary', 'Objective', 'About Me'],
  work: ['Experience', 'Work Experience', 'Professional Experience', 'Employment History', 'Work History'],
  education: ['Education', 'Academic Qualifications', 'Educational Background', 'Education and Training'],
  skills: ['Skills', 'Technical Skills', 'Key Skills', 'Core Competencies'],
  certificates: ['Certifications', 'Certificates', 'Licenses and Certifications'],
  languages: ['Languages'],
  projects: ['Projects', 'Personal Projects'],
  awards: ['Awards', 'Honors and Awards', 'Achievements'],
} as const;

function heading(random: Random, kind: keyof typeof HEADINGS, style: number): string {
  const text = random.pick(HEADINGS[kind]);
  switch (style) {
    case 0:
      return text.toUpperCase();
    case 1:
      return `${text}:`;
    case 2:
      return `== ${text} ==`;
    default:
      return text;
  }
}

function workHeader(job: GeneratedWork, style: HeaderStyle, dateStyle: DateStyle, dash: string): string[] {
  const dates = range(job, dateStyle, ` ${dash} `, 'Present');
  const place = job.location ? `, ${job.location}` : '';
  switch (style) {
    case 'title-company-line':
      return [`${job.position}, ${job.name}${place}`, dates];
    case 'company-then-title':
      // The place is set off by a dash ('Airbus – Dublin'), never by the dates' 'to'.
      return [
        `${job.name}${job.location ? ` ${dash === 'to' ? '-' : dash} ${job.location}` : ''}`,
        `${job.position}    ${dates}`,
      ];
    case 'pipe':
      return [[job.position, job.name, job.location, dates].filter(Boolean).join(' | ')];
    case 'title-at-company':
      return [`${job.position} at ${job.name}${place}`, `(${dates})`];
  }
}

function educationLines(entry: GeneratedEducation, random: Random, dateStyle: DateStyle): string[] {
  const end = formatDate(entry.endDate, dateStyle);
  const score = entry.score ? `${random.pick(['GPA', 'CGPA', 'Percentage', 'Score'])}: ${entry.score}` : '';
  const style = random.int(0, 2);
  if (style === 0)
    return [
      `${printedDegree(entry, ', ')}, ${entry.institution}${end ? `, ${end}` : ''}`,
      ...(score ? [score] : []),
    ];
  if (style === 1)
    return [
      entry.institution,
      `${printedDegree(entry)}${end ? ` ${random.pick(['–', '-', '|'])} ${end}` : ''}`,
      ...(score ? [score] : []),
    ];
  return [
    `${printedDegree(entry)}`,
    `${entry.institution}${entry.location ? `, ${entry.location}` : ''}`,
    ...(end ? [end] : []),
    ...(score ? [score] : []),
  ];
}

/** A resume typed by hand into a text editor: one header style per document, bullets or not. */
export function plainText(resume: GeneratedResume): string {
  const random = seededRandom(resume.meta.seed + 2);
  const headingStyle = random.int(0, 3);
  const headerStyle = random.pick<HeaderStyle>([
    'title-company-line',
    'company-then-title',
    'pipe',
    'title-at-company',
  ]);
  const dateStyle = random.pick<DateStyle>(['month-year', 'mon-year', 'mm/yyyy', 'yyyy-mm']);
  const glyph = random.pick(['- ', '* ', '• ', '']);
  const dash = random.pick(['–', '-', 'to']);
  const out: string[] = [];
  const { basics } = resume;
  out.push(random.chance(0.3) ? basics.name.toUpperCase() : basics.name);
  if (basics.label) out.push(basics.label);
  const contact = [
    basics.email,
    basics.phone,
    `${basics.location.city}, ${basics.location.region}`,
    ...basics.profiles.map((p) => p.url),
  ];
  if (random.chance(0.5)) out.push(contact.join(' | '));
  else out.push(...contact);
  out.push('');
  if (basics.summary) out.push(heading(random, 'summary', headingStyle), basics.summary, '');
  if (resume.work.length > 0) {
    out.push(heading(random, 'work', headingStyle));
    for (const job of resume.work) {
      out.push(...workHeader(job, headerStyle, dateStyle, dash));
      if (job.summary) out.push(job.summary);
      for (const line of job.highlights) out.push(`${glyph}${line}`);
      out.push('');
    }
  }
  if (resume.education.length > 0) {
    out.push(heading(random, 'education', headingStyle));
    for (const entry of resume.education) out.push(...educationLines(entry, random, dateStyle), '');
  }
  if (resume.skills.length > 0) {
    out.push(heading(random, 'skills', headingStyle));
    for (const group of resume.skills)
      out.push(
        resume.skills.length > 1 ? `${group.name}: ${group.keywords.join(', ')}` : group.keywords.join(', '),
      );
    out.push('');
  }
  if (resume.projects.length > 0) {
    out.push(heading(random, 'projects', headingStyle));
    for (const project of resume.projects)
      out.push(project.name, project.description, ...project.highlights.map((h) => `${glyph}${h}`), '');
  }
  if (resume.certificates.length > 0) {
    out.push(heading(random, 'certificates', headingStyle));
    for (const cert of resume.certificates)
      out.push(`${glyph}${cert.name}${cert.date ? `, ${cert.date}` : ''}`);
    out.push('');
  }
  if (resume.languages.length > 0) {
    out.push(heading(random, 'languages', headingStyle));
    out.push(resume.languages.map((l) => `${l.language} (${l.fluency})`).join(', '), '');
  }
  if (resume.awards.length > 0) {
    out.push(heading(random, 'awards', headingStyle));
    for (const award of resume.awards)
      out.push(`${glyph}${award.title}${award.date ? ` (${award.date})` : ''}`);
  }
  return `${out.join('\n').trimEnd()}\n`;
}

/** Markdown as people keep it in a repository: `##` sections, `###` roles, italic dates, `-` bullets. */
export function markdown(resume: GeneratedResume): string {
  const random = seededRandom(resume.meta.seed + 3);
  const dateStyle = random.pick<DateStyle>(['mon-year', 'month-year', 'yyyy-mm']);
  const { basics } = resume;
  const out = [`# ${basics.name}`, ''];
  if (basics.label) out.push(`**${basics.label}**`, '');
  out.push(
    [
      `[${basics.email}](mailto:${basics.email})`,
      basics.phone,
      `${basics.location.city}, ${basics.location.region}`,
      ...basics.profiles.map((p) => `[${p.network}](${p.url})`),
    ].join(' · '),
    '',
  );
  if (basics.summary) out.push(`## ${random.pick(HEADINGS.summary)}`, '', basics.summary, '');
  if (resume.work.length > 0) {
    out.push(`## ${random.pick(HEADINGS.work)}`, '');
    for (const job of resume.work) {
      const sep = random.pick([' — ', ', ', ' @ ']);
      out.push(`### ${job.position}${sep}${job.name}`, '');
      out.push(`*${range(job, dateStyle, ' – ', 'Present')}${job.location ? ` · ${job.location}` : ''}*`, '');
      if (job.summary) out.push(job.summary, '');
      for (const line of job.highlights) out.push(`- ${line}`);
      out.push('');
    }
  }
  if (resume.education.length > 0) {
    out.push(`## ${random.pick(HEADINGS.education)}`, '');
    for (const entry of resume.education) {
      out.push(
        `### ${entry.institution}`,
        '',
        `${printedDegree(entry)}${entry.endDate ? `, ${formatDate(entry.endDate, dateStyle)}` : ''}`,
        '',
      );
    }
  }
  if (resume.skills.length > 0) {
    out.push(`## ${random.pick(HEADINGS.skills)}`, '');
    for (const group of resume.skills) out.push(`- **${group.name}:** ${group.keywords.join(', ')}`);
    out.push('');
  }
  if (resume.certificates.length > 0) {
    out.push(`## ${random.pick(HEADINGS.certificates)}`, '');
    for (const cert of resume.certificates) out.push(`- ${cert.name}${cert.date ? ` (${cert.date})` : ''}`);
    out.push('');
  }
  return `${out.join('\n').trimEnd()}\n`;
}

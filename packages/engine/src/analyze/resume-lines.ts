import { htmlToText } from '../html/html-text.ts';
import type { ResumeDocument } from '../model/resume-document.ts';

/** Which part of a resume a line belongs to, as far as analysis cares. */
export type LineSection =
  | 'contact'
  | 'summary'
  | 'experience'
  | 'education'
  | 'skills'
  | 'projects'
  | 'certificates'
  | 'other';

export type LineKind = 'heading' | 'contact' | 'summary' | 'entry' | 'bullet' | 'skills' | 'text';

/** One line of a resume with where it came from; line numbers are 1-based for people. */
export interface ResumeLine {
  line: number;
  text: string;
  section: LineSection;
  kind: LineKind;
  /** Fact id when the line comes from a ResumeDocument (`W1.B2`, `S`, `K1`). */
  targetId?: string;
}

const HEADINGS: [LineSection, RegExp][] = [
  ['summary', /^(professional |career )?(summary|profile|objective|about me|overview)$/i],
  [
    'experience',
    /^(work |professional |relevant |employment )?(experience|history|employment|work history|career history)$/i,
  ],
  ['education', /^(education|academic (background|qualifications)|qualifications|education and training)$/i],
  [
    'skills',
    /^(technical |core |key )?(skills|competencies|technologies|tech stack|skills (and|&) (tools|technologies)|tools)$/i,
  ],
  ['projects', /^(personal |selected |key )?projects$/i],
  ['certificates', /^(certifications?|licen[cs]es( (and|&) certifications)?|certificates)$/i],
  [
    'other',
    /^(awards|honors|honours|achievements|publications|languages|volunteer( experience)?|interests|activities|references)$/i,
  ],
];

const BULLET_MARKER = /^\s*(?:[-•*▪◦·‣●■–]|\d{1,2}[.)])\s+/;

export function headingSection(line: string): LineSection | undefined {
  // Markdown and decoration around a heading: '## Work Experience', '**SKILLS:**', '— Education —'.
  const clean = line
    .trim()
    .replace(/^[#*_=\-—–\s]+|[#*_=\-—–:\s]+$/g, '')
    .trim();
  if (!clean || clean.length > 40) return undefined;
  for (const [section, pattern] of HEADINGS) if (pattern.test(clean)) return section;
  return undefined;
}

export function stripBulletMarker(line: string): string {
  return line.replace(BULLET_MARKER, '').trim();
}

/** Lines of a plain-text resume, each placed in a section by the headings above it. */
export function textResumeLines(text: string): ResumeLine[] {
  const lines: ResumeLine[] = [];
  let section: LineSection = 'contact';
  text.split(/\r?\n/).forEach((raw, i) => {
    const trimmed = raw.replace(/\*\*|__/g, '').trim();
    if (!trimmed) return;
    const heading = headingSection(trimmed);
    if (heading) {
      section = heading;
      lines.push({ line: i + 1, text: trimmed, section, kind: 'heading' });
      return;
    }
    const marked = BULLET_MARKER.test(raw);
    const words = trimmed.split(/\s+/).length;
    let kind: LineKind = 'text';
    if (section === 'contact') kind = 'contact';
    else if (section === 'summary') kind = 'summary';
    else if (section === 'skills') kind = 'skills';
    else if (marked) kind = 'bullet';
    else if (
      (section === 'experience' || section === 'projects') &&
      words >= 6 &&
      !/\b(19|20)\d{2}\b/.test(trimmed)
    )
      kind = 'bullet';
    else if (section === 'experience' || section === 'education') kind = 'entry';
    lines.push({ line: i + 1, text: marked ? stripBulletMarker(trimmed) : trimmed, section, kind });
  });
  return lines;
}

function dateRange(start?: { text: string }, end?: { text: string }, current?: boolean): string {
  const to = current ? 'Present' : end?.text;
  return [start?.text, to].filter(Boolean).join(' – ');
}

/** The parts of a header or contact line that are present, in order, joined with ' | ' as resumes write them. */
function joinParts(parts: (string | undefined)[]): string {
  return parts.filter(Boolean).join(' | ');
}

/**
 * Lines of a ResumeDocument in reading order, each tied to its fact id. This is how the analyser
 * sees a parsed or built resume; line numbers follow this order.
 */
export function documentResumeLines(doc: ResumeDocument): ResumeLine[] {
  const out: Omit<ResumeLine, 'line'>[] = [];
  const push = (text: string | undefined, section: LineSection, kind: LineKind, targetId?: string) => {
    const clean = text?.replace(/\s+/g, ' ').trim();
    if (clean) out.push({ text: clean, section, kind, ...(targetId ? { targetId } : {}) });
  };
  const { basics } = doc;
  push(basics.name, 'contact', 'contact');
  push(basics.label, 'contact', 'contact');
  push(
    joinParts([
      basics.email,
      basics.phone,
      basics.location?.text,
      basics.url,
      ...basics.profiles.map((p) => p.url),
    ]),
    'contact',
    'contact',
  );
  for (const key of doc.sectionOrder) {
    if (key === 'summary' && doc.summary?.text) {
      push('Summary', 'summary', 'heading');
      for (const sentence of doc.summary.text.split(/\n+/)) push(sentence, 'summary', 'summary', 'S');
    }
    if (key === 'work' && doc.work.length) {
      push('Experience', 'experience', 'heading');
      for (const entry of doc.work) {
        const header = joinParts([
          entry.position,
          entry.company,
          entry.location,
          dateRange(entry.start, entry.end, entry.current),
        ]);
        push(header, 'experience', 'entry', entry.id);
        // The role's description is the person's text too (keywords count there), but not a bullet.
        push(entry.summary, 'experience', 'text', entry.id);
        for (const bullet of entry.highlights) push(bullet.text, 'experience', 'bullet', bullet.id);
      }
    }
    if (key === 'education' && doc.education.length) {
      push('Education', 'education', 'heading');
      for (const entry of doc.education) {
        const header = joinParts([
          entry.studyType,
          entry.area,
          entry.institution,
          dateRange(entry.start, entry.end),
          entry.score?.text,
        ]);
        push(header, 'education', 'entry', entry.id);
        for (const bullet of entry.highlights) push(bullet.text, 'education', 'bullet', bullet.id);
      }
    }
    if (key === 'skills' && doc.skills.length) {
      push('Skills', 'skills', 'heading');
      for (const group of doc.skills) {
        push(
          `${group.name ? `${group.name}: ` : ''}${group.keywords.join(', ')}`,
          'skills',
          'skills',
          group.id,
        );
      }
    }
    if (key === 'projects' && doc.projects.length) {
      push('Projects', 'projects', 'heading');
      for (const project of doc.projects) {
        push(joinParts([project.name, project.keywords.join(', ')]), 'projects', 'entry', project.id);
        push(project.description, 'projects', 'bullet', project.id);
        for (const bullet of project.highlights) push(bullet.text, 'projects', 'bullet', bullet.id);
      }
    }
    if (key === 'certificates' && doc.certificates.length) {
      push('Certifications', 'certificates', 'heading');
      for (const c of doc.certificates)
        push(joinParts([c.name, c.detail, c.date?.text]), 'certificates', 'entry', c.id);
    }
    const simple = { awards: 'Awards', publications: 'Publications', languages: 'Languages' } as const;
    if (key in simple) {
      const list = doc[key as keyof typeof simple];
      if (list.length) push(simple[key as keyof typeof simple], 'other', 'heading');
      for (const item of list)
        push(joinParts([item.name, item.detail, item.date?.text]), 'other', 'entry', item.id);
    }
    if (key === 'volunteer' && doc.volunteer.length) {
      push('Volunteer Experience', 'other', 'heading');
      for (const v of doc.volunteer) {
        push(joinParts([v.position, v.organization, dateRange(v.start, v.end)]), 'other', 'entry', v.id);
        for (const bullet of v.highlights) push(bullet.text, 'other', 'bullet', bullet.id);
      }
    }
    if (key === 'custom') {
      for (const section of doc.custom) {
        push(section.title, 'other', 'heading', section.id);
        for (const item of section.items) push(item.text, 'other', 'bullet', item.id);
      }
    }
  }
  return out.map((line, i) => ({ ...line, line: i + 1 }));
}

const looksLikeHtml = (text: string) => /<(html|body|div|p|ul|li|h[1-6]|section|span|br)\b[^>]*>/i.test(text);

export function resumeLines(input: ResumeDocument | string): ResumeLine[] {
  if (typeof input !== 'string') return documentResumeLines(input);
  return textResumeLines(looksLikeHtml(input) ? htmlToText(input, { bullets: true }) : input);
}

/**
 * Who a product is used by or sold to, written as a list of names ('Phabricator is used daily by Facebook,
 * Dropbox, Quora and Asana', 'clients include Asana and Stripe'): the words before a name in such a list.
 */
const USERS_LIST =
  /\b(?:(?:used|adopted|trusted|relied\s+on|loved)\s+(?:\p{Ll}+\s+){0,2}by|(?:customers|clients|users)\s+(?:include|including|such\s+as|like))\s+(?:(?:\p{Lu}[\p{L}\d.&'-]*,?|and|or|&)\s+){0,12}$/u;

/**
 * True when the name at `start` of a line is one of those that use the person's work, not a tool the person
 * used: it is no evidence of the skill, so the matcher does not count it, a tailor does not list it and a
 * letter never says the work 'drew on Dropbox'.
 */
export function namesAUser(text: string, start: number): boolean {
  return USERS_CUE.test(text) && USERS_LIST.test(text.slice(Math.max(0, start - 120), start));
}

/** What a line must say before any of its names can be a user's: checked first, as most lines do not. */
const USERS_CUE = /\b(?:by|include|including|such as|like)\b/i;

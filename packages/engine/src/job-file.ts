import { selfNamedEmployers } from './analyze/job-noise.ts';
import { TITLE_HEAD_NOUNS } from './parse/structure/lexicons.ts';
import { readLocation } from './parse/structure/location.ts';

/**
 * A job file as people save one: a posting pasted as text (often with a short 'Title:' / 'Company:' header,
 * a 'Job Description: Senior Engineer' banner, or a 'Title at Company' first line), or a JSON Resume job.
 * The title and company are read from the text itself; flags only override them, and their absence never
 * stops the command (an unknown company stays empty and the letter shows a placeholder).
 */
export interface JobFile {
  title: string;
  company: string;
  description: string;
}

/**
 * 'Title: …', 'Job Title: …', 'Position: …', 'Role: …', and the same labels in the languages the engine reads
 * ('Puesto de trabajo: …', 'Cargo: …', 'Intitulé du poste: …', 'Stellenbezeichnung: …', 'Vaga: …').
 */
const TITLE_FIELD =
  /^(?:job\s+title|title|position|role|job\s+role|designation|puesto(?:\s+de\s+trabajo)?|nombre\s+del\s+puesto|t[ií]tulo(?:\s+del\s+puesto)?|cargo|vacante|poste|intitul[ée]\s+du\s+poste|stellenbezeichnung|stellentitel|vaga|posizione|ruolo)\s*:\s*(.+)$/iu;
/** 'Company: …', 'Employer: …', 'Hiring company: …', 'Empresa: …', 'Entreprise: …', 'Unternehmen: …'. */
const COMPANY_FIELD =
  /^(?:company(?:\s+name)?|employer|hiring\s+company|organi[sz]ation\s+name|empresa|entreprise|soci[ée]t[ée]|unternehmen|arbeitgeber|azienda)\s*:\s*(.+)$/iu;
/** A banner naming the role: 'Job Description: Senior Full Stack Engineer', 'Job Posting - Data Analyst'. */
const BANNER = /^(?:job\s+description|job\s+posting|job\s+opening|opening|vacancy)\s*[:–—-]\s*(.+)$/i;
/** 'Data Analyst at Acme Corp', 'Data Analyst @ Acme'. */
const TITLE_AT_COMPANY = /^(.+?)\s+(?:at|@)\s+(.+)$/i;
const HEADER_LINES = 12;

export function readJobFile(text: string, flags: { title?: string; company?: string } = {}): JobFile {
  const json = readJsonJob(text);
  const found = json ?? readTextJob(text);
  return {
    title: flags.title?.trim() || found.title,
    company: flags.company?.trim() || found.company,
    description: found.description,
  };
}

function readTextJob(text: string): JobFile {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const used = new Set<number>();
  let title = '';
  let company = '';
  const nonEmpty = lines.map((l, i) => ({ text: l.trim(), i })).filter((l) => l.text);
  const head = nonEmpty.slice(0, HEADER_LINES);

  for (const line of head) {
    const titleField = TITLE_FIELD.exec(line.text);
    if (titleField && !title) {
      title = titleField[1] ?? '';
      used.add(line.i);
      continue;
    }
    const companyField = COMPANY_FIELD.exec(line.text);
    if (companyField && !company) {
      company = companyField[1] ?? '';
      used.add(line.i);
    }
  }

  if (!title) {
    const bannerIndex = head.findIndex((l) => BANNER.test(l.text));
    const banner = head[bannerIndex];
    if (banner) {
      // A banner can wrap inside its parenthesis: 'Senior Engineer (5+ Years of' / 'Experience)'.
      let value = BANNER.exec(banner.text)?.[1] ?? '';
      used.add(banner.i);
      let next = bannerIndex + 1;
      while (open(value) && head[next]) {
        value = `${value} ${head[next]?.text}`;
        used.add(head[next]?.i ?? -1);
        next += 1;
      }
      title = value;
      // The line under a banner often names the employer and its place: 'Tech Solutions, San Francisco, CA'.
      const after = head[next]?.text ?? '';
      const comma = after.indexOf(',');
      if (!company && comma > 0 && readLocation(after.slice(comma + 1))) {
        company = after.slice(0, comma);
        used.add(head[next]?.i ?? -1);
      }
    }
  }

  const first = nonEmpty[0];
  if (!title && first && first.text.length <= 120) {
    const atCompany = TITLE_AT_COMPANY.exec(first.text);
    if (atCompany && hasTitleNoun(atCompany[1] ?? '')) {
      title = atCompany[1] ?? '';
      company ||= atCompany[2] ?? '';
      used.add(first.i);
    } else if (isTitleLine(first.text)) {
      title = first.text;
      used.add(first.i);
    }
  }
  // A recruiter's page title names the recruiter first: 'CyberCoders Job Application for QA Engineer'.
  const recruiter = /^(.+?)\s+job\s+application\s+for\s+/i.exec(title);
  if (recruiter && !company) company = recruiter[1] ?? '';
  if (!title)
    title = titleFromProse(
      nonEmpty
        .slice(0, 20)
        .map((l) => l.text)
        .join(' '),
    );

  const description = lines
    .filter((_, i) => !used.has(i))
    .join('\n')
    .trim();
  return { title: cleanTitle(title), company: employer(company.trim(), text), description };
}

const NAME = String.raw`\p{Lu}[\p{L}\d&'-]{0,30}(?:[ \t]{1,3}\p{Lu}[\p{L}\d&'-]{0,30}){0,3}`;
/**
 * Where a posting names its employer in the body: 'The Daily Ledger is seeking …', 'Posted by Brightstaff',
 * 'Brightstaff has a client seeking …' (an agency posts for a client it does not name).
 */
const BODY_NAMING = [
  new RegExp(
    String.raw`(?:^|[.!?]\s+|\n\s*)(?:The\s+)?(${NAME})\s+(?:is|are)\s+(?:seeking|hiring|looking\s+for|recruiting)\b`,
    'gu',
  ),
  new RegExp(String.raw`\bposted\s+by\s+(${NAME})`, 'giu'),
  new RegExp(String.raw`(?:^|[.!?:]\s*|\n\s*)(${NAME})\s+has\s+a\s+client\b`, 'gu'),
];

/**
 * The employer: the header's when it gives a name (or a web domain, spelled as the posting spells it:
 * 'acme-labs.com' → 'Acme Labs' when the text says so), else the name the body gives it most often.
 */
function employer(header: string, text: string): string {
  const named = [
    ...selfNamedEmployers(text),
    ...BODY_NAMING.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] ?? '')),
  ]
    .map((name) => name.trim().replace(/^the\s+/i, ''))
    .filter((name) => name && !/^(our|this|the|we|you)$/i.test(name));
  const domain = /^(?:https?:\/\/)?(?:www\.)?([\p{L}\d-]+)\.[a-z.]{2,6}$/iu.exec(header)?.[1];
  if (domain) {
    const key = domain.toLowerCase().replace(/-/g, '');
    return named.find((name) => name.toLowerCase().replace(/[\s-]/g, '') === key) ?? header;
  }
  if (header || named.length === 0) return header;
  const count = (name: string) => text.split(name).length - 1;
  return named.reduce((best, name) => (count(name) > count(best) ? name : best), named[0] ?? '');
}

const open = (text: string) => (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0);

const hasTitleNoun = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .some((w) => TITLE_HEAD_NOUNS.has(w));

/** A short first line naming a role ('Senior Data Engineer'), not a sentence or a date. */
function isTitleLine(text: string): boolean {
  const words = text.split(/\s+/);
  return words.length <= 8 && !/[.!?]$|\d{1,2}\/\d{1,2}/.test(text) && hasTitleNoun(text);
}

/** 'We are looking for a Senior Backend Engineer to join …' → 'Senior Backend Engineer'. */
function titleFromProse(text: string): string {
  const match =
    /\b(?:looking\s+for|seeking|hiring|searching\s+for|recruiting)\s+(?:an?\s+|our\s+next\s+)?((?:[\p{L}/&+.#-]+\s+){0,5}?[\p{L}/&+.#-]+)\s+(?:to|who|for|with|that|in|on)\b/iu.exec(
      text,
    );
  const candidate = match?.[1] ?? '';
  return hasTitleNoun(candidate) ? candidate : '';
}

/**
 * Page-title noise around a role: a trailing '(5+ Years of Experience)', a board's ' Job in Austin', a
 * recruiter's 'Acme Job Application for …'.
 */
function cleanTitle(title: string): string {
  return title
    .replace(/^(?:urgent\s+)?(?:requirement|opening|vacancy|hiring)\s+(?:of|for)\s+/i, '')
    .replace(/\s*\([^)]*\b(?:years?|yrs?|experience)\b[^)]*\)\s*$/i, '')
    .replace(/^.*?\bjob\s+application\s+for\s+/i, '')
    .replace(/\s+job\s+in\s+[\p{L} .'-]+$/iu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

interface JsonJob {
  title?: unknown;
  company?: unknown;
  name?: unknown;
  description?: unknown;
  responsibilities?: unknown;
  qualifications?: unknown;
  skills?: unknown;
  experience?: unknown;
}

const asText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const asList = (value: unknown) => (Array.isArray(value) ? value.map(asText).filter(Boolean) : []);

/** A JSON Resume job file (https://jsonresume.org/job-description-schema): its fields as a posting's text. */
function readJsonJob(text: string): JobFile | undefined {
  if (!/^\s*\{/.test(text)) return undefined;
  let job: JsonJob;
  try {
    job = JSON.parse(text) as JsonJob;
  } catch {
    return undefined;
  }
  if (!job || typeof job !== 'object' || !('title' in job || 'description' in job)) return undefined;
  const block = (heading: string, items: string[]) =>
    items.length ? [`${heading}:`, ...items.map((item) => `- ${item}`), ''] : [];
  const skills = Array.isArray(job.skills)
    ? job.skills.flatMap((s: { name?: unknown; keywords?: unknown }) => [
        asText(s?.name),
        ...asList(s?.keywords),
      ])
    : [];
  const description = [
    asText(job.description),
    '',
    ...block('Responsibilities', asList(job.responsibilities)),
    ...block('Qualifications', asList(job.qualifications)),
    ...block('Skills', skills.filter(Boolean)),
    ...(asText(job.experience) ? [`Experience: ${asText(job.experience)}`] : []),
  ]
    .join('\n')
    .trim();
  return { title: asText(job.title), company: asText(job.company) || asText(job.name), description };
}

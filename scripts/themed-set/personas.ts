/**
 * Made-up people as JSON Resume documents: the labels of the themed evaluation set. Each person is drawn
 * from one domain's vocabulary with a seeded random source, so the set is large, varied and the same on
 * every run. The renderers print these documents in many layouts; the JSON is what the parser must read back.
 */
import { type Random, seededRandom } from './random.ts';
import { DOMAINS, type Domain, FIRST_NAMES, FLUENCY, LANGUAGES, LAST_NAMES } from './vocabulary.ts';

export interface GeneratedWork {
  name: string;
  position: string;
  location?: string;
  /** `YYYY-MM` or `YYYY`. */
  startDate: string;
  /** Absent for a current role. */
  endDate?: string;
  summary?: string;
  highlights: string[];
}

export interface GeneratedEducation {
  institution: string;
  studyType: string;
  area?: string;
  location?: string;
  startDate?: string;
  endDate?: string;
  score?: string;
}

export interface GeneratedResume {
  meta: { id: string; domain: string; seed: number };
  basics: {
    name: string;
    label?: string;
    email: string;
    phone: string;
    url?: string;
    summary?: string;
    location: { city: string; region: string };
    profiles: { network: string; username: string; url: string }[];
  };
  work: GeneratedWork[];
  education: GeneratedEducation[];
  skills: { name: string; keywords: string[] }[];
  certificates: { name: string; date?: string; issuer?: string }[];
  languages: { language: string; fluency: string }[];
  projects: { name: string; description: string; highlights: string[]; keywords: string[] }[];
  awards: { title: string; date?: string; awarder?: string }[];
}

const YEAR_NOW = 2025;

function splitPlace(place: string): { city: string; region: string } {
  const [city = place, region = ''] = place.split(/,\s*/);
  return { city, region };
}

function month(random: Random): string {
  return String(random.int(1, 12)).padStart(2, '0');
}

function bullet(random: Random, domain: Domain, withFigure: boolean): string {
  const base = `${random.pick(domain.duties)} ${random.pick(domain.objects)}`;
  if (!withFigure) return base;
  const figure = random.pick([
    `, cutting turnaround by ${random.int(10, 60)}%`,
    `, saving ${random.int(2, 30)} hours a week`,
    ` for ${random.int(3, 40)} clients`,
    `, with ${random.int(95, 99)}% on-time delivery`,
  ]);
  return `${base}${figure}`;
}

/** Jobs from the most recent back: month boundaries drawn between the career's start and now, oldest first. */
function workHistory(random: Random, domain: Domain, count: number, careerStart: number): GeneratedWork[] {
  const titles = random.sample(domain.titles, count);
  const employers = random.sample(domain.employers, count);
  const first = careerStart * 12;
  const last = YEAR_NOW * 12 + 10;
  const bounds = new Set<number>();
  while (bounds.size < count + 1 && bounds.size < last - first) bounds.add(random.int(first, last));
  const months = [...bounds].sort((a, b) => a - b);
  const iso = (value: number, yearOnly: boolean) =>
    yearOnly
      ? String(Math.floor(value / 12))
      : `${Math.floor(value / 12)}-${String((value % 12) + 1).padStart(2, '0')}`;
  const jobs: GeneratedWork[] = [];
  for (let i = 0; i < count; i++) {
    const start = months[i] ?? first;
    const end = months[i + 1] ?? last;
    const yearOnly = random.chance(0.12);
    const current = i === count - 1 && random.chance(0.7);
    const highlights = Array.from({ length: random.int(0, 5) }, () =>
      bullet(random, domain, random.chance(0.4)),
    );
    jobs.push({
      name: employers[i] ?? random.pick(domain.employers),
      position: titles[i] ?? random.pick(domain.titles),
      ...(random.chance(0.75) ? { location: random.pick(domain.places) } : {}),
      startDate: iso(start, yearOnly),
      ...(current ? {} : { endDate: iso(end, yearOnly) }),
      ...(highlights.length === 0 || random.chance(0.2)
        ? { summary: `${bullet(random, domain, false)} and ${bullet(random, domain, false).toLowerCase()}.` }
        : {}),
      highlights,
    });
  }
  return jobs.reverse();
}

function education(random: Random, domain: Domain, graduation: number): GeneratedEducation[] {
  const out: GeneratedEducation[] = [];
  const degrees = random.sample(domain.degrees, random.chance(0.35) ? 2 : 1);
  let endYear = graduation + (degrees.length > 1 ? 2 : 0);
  // One school a degree: two entries at one school would make the label ambiguous.
  const schools = random.sample(domain.schools, degrees.length);
  for (const degree of degrees) {
    const area = random.pick(degree.areas);
    const startYear = endYear - random.int(2, 4);
    out.push({
      institution: schools.pop() ?? random.pick(domain.schools),
      studyType: degree.studyType,
      ...(area ? { area } : {}),
      ...(random.chance(0.5) ? { location: random.pick(domain.places) } : {}),
      ...(random.chance(0.5) ? { startDate: String(startYear) } : {}),
      endDate: random.chance(0.3) ? `${endYear}-${month(random)}` : String(endYear),
      ...(random.chance(0.4)
        ? { score: random.pick([`${random.int(60, 92)}%`, `${random.int(6, 9)}.${random.int(0, 9)}`, '3.6']) }
        : {}),
    });
    endYear = startYear;
  }
  if (domain.schooling && random.chance(0.6)) {
    const levels = random.sample(domain.schooling.degrees, random.int(1, 2));
    const schoolingSchools = random.sample(domain.schooling.schools, levels.length);
    for (const studyType of levels) {
      endYear -= 2;
      out.push({
        institution: schoolingSchools.pop() ?? random.pick(domain.schooling.schools),
        studyType,
        endDate: String(endYear),
        ...(random.chance(0.5) ? { score: `${random.int(55, 95)}%` } : {}),
      });
    }
  }
  return out;
}

function skillGroups(random: Random, domain: Domain): GeneratedResume['skills'] {
  const chosen = random.sample(domain.skills, random.int(5, 12));
  if (random.chance(0.5)) return [{ name: 'Skills', keywords: chosen }];
  const half = Math.ceil(chosen.length / 2);
  return [
    { name: random.pick(['Technical', 'Tools', 'Core']), keywords: chosen.slice(0, half) },
    { name: random.pick(['Other', 'Professional', 'Software']), keywords: chosen.slice(half) },
  ];
}

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z]+/g, '');
}

/** One made-up person, reproducible from its index. */
export function generateResume(index: number): GeneratedResume {
  const seed = 1000 + index * 7919;
  const random = seededRandom(seed);
  const domain = DOMAINS[index % DOMAINS.length] as Domain;
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const name = `${first} ${last}`;
  const fresher = random.chance(0.15);
  const jobCount = fresher ? random.int(0, 1) : random.int(1, 4);
  const careerStart = YEAR_NOW - (fresher ? 1 : random.int(2, 16));
  const work = workHistory(random, domain, jobCount, careerStart);
  const place = splitPlace(random.pick(domain.places));
  const latest = work[0];
  return {
    meta: { id: `p${String(index).padStart(4, '0')}`, domain: domain.id, seed },
    basics: {
      name,
      ...(latest && random.chance(0.7) ? { label: latest.position } : fresher ? { label: 'Fresher' } : {}),
      email: `${slug(first)}.${slug(last)}${random.int(1, 99)}@${random.pick(['gmail.com', 'outlook.com', 'yahoo.co.in', 'mail.com'])}`,
      phone: random.pick([
        `+91 ${random.int(70000, 99999)} ${random.int(10000, 99999)}`,
        `(${random.int(200, 989)}) ${random.int(200, 999)}-${random.int(1000, 9999)}`,
        `+49 ${random.int(150, 179)} ${random.int(1000000, 9999999)}`,
        `${random.int(7000000000, 9999999999)}`,
      ]),
      ...(random.chance(0.6)
        ? {
            summary: `${latest ? `${latest.position} with ${YEAR_NOW - careerStart} years of experience` : 'Recent graduate'} in ${domain.id === 'india-it' || domain.id === 'us-software' ? 'building software for business users' : 'serving customers and teams'}. ${random.pick(['Looking for a role where I can grow.', 'Known for careful work and clear communication.', 'Comfortable leading small teams.'])}`,
          }
        : {}),
      location: place,
      profiles: random.chance(0.6)
        ? [
            {
              network: 'LinkedIn',
              username: `${slug(first)}-${slug(last)}`,
              url: `https://www.linkedin.com/in/${slug(first)}-${slug(last)}`,
            },
          ]
        : [],
    },
    work,
    education: education(random, domain, careerStart),
    skills: skillGroups(random, domain),
    certificates:
      domain.certificates && random.chance(0.4)
        ? random
            .sample(domain.certificates, random.int(1, 2))
            .map((cert) => ({ name: cert, date: `${random.int(2015, 2024)}` }))
        : [],
    languages: random.chance(0.4)
      ? random
          .sample(LANGUAGES, random.int(1, 3))
          .map((language) => ({ language, fluency: random.pick(FLUENCY) }))
      : [],
    projects:
      random.chance(0.35) &&
      (domain.id.includes('software') || domain.id === 'india-it' || domain.id === 'europe')
        ? [
            {
              name: random.pick([
                'Inventory Tracker',
                'Campus Connect',
                'Expense Splitter',
                'Weather Dashboard',
              ]),
              description: `A ${random.pick(['web', 'mobile', 'command-line'])} app built in a team of ${random.int(2, 5)}.`,
              highlights: [bullet(random, domain, false)],
              keywords: random.sample(domain.skills, 3),
            },
          ]
        : [],
    awards: random.chance(0.25)
      ? [{ title: random.pick(['Employee of the Quarter', 'Best Team Award', 'Spot Award']), date: '2022' }]
      : [],
  };
}

export function generateResumes(count: number): GeneratedResume[] {
  return Array.from({ length: count }, (_, index) => generateResume(index));
}

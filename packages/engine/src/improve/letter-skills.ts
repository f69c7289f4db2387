import type { JobKeyword } from '../analyze/job-keywords.ts';
import type { matchKeywords } from '../analyze/match.ts';
import { namesAUser } from '../analyze/resume-lines.ts';
import { findSkills, lookupSkill } from '../analyze/skills-dictionary.ts';
import type { Bullet, ResumeDocument, WorkEntry } from '../model/resume-document.ts';
import {
  article,
  degreeHeld,
  schoolName,
  studyArea,
  usableEmployer,
  usableName,
  usableTitle,
} from './grounded-facts.ts';
import { type Achievement, namesARole, projectName } from './letter-achievements.ts';
import { hasPlaceholder } from './placeholders.ts';
import { keywordsIn } from './relevance.ts';
import { splitSentences } from './sentences.ts';
import { joinList, type rankedResumeSkills, type WrittenText } from './summary.ts';

/**
 * The letter's skills and background: the skills each lead achievement drew on, the paragraph naming
 * only skills the resume supports (listed, and where each was used), education, certifications and the
 * resume's smaller sections. Each names only what the achievements told before it have not.
 */

/** The id that cites the job ad itself as a sentence's source. */
export const JOB_SOURCE_ID = 'JD';

/**
 * The skills a role's bullets name, as the person wrote them (up to four): the job's skills first, then,
 * unless `jobOnly`, the other tools and methods the bullets name. `allJob` says whether every one named is
 * one the posting asks for.
 */
function skillsUsedIn(
  bullets: Pick<Bullet, 'id' | 'text'>[],
  keywords: JobKeyword[],
  options: { jobOnly?: boolean; exclude?: string[] } = {},
) {
  const excluded = new Set((options.exclude ?? []).map((name) => name.toLowerCase()));
  const found: { name: string; bulletId: string; job: boolean }[] = [];
  for (const bullet of bullets) {
    for (const hit of findSkills(bullet.text)) {
      const name = usableName(hit.surface);
      if (!name || hit.entry.type === 'soft') continue;
      if (excluded.has(name.toLowerCase()) || excluded.has(hit.entry.name.toLowerCase())) continue;
      // 'UX designers', 'the data science team': a skill of the people worked with, not of the person; nor
      // is a name among those the work is used by ('used daily by Facebook, Dropbox and Asana').
      if (PEOPLE_AFTER.test(bullet.text.slice(hit.end, hit.end + 24)) || namesAUser(bullet.text, hit.start))
        continue;
      // Part of a longer name ('Google Maps API') or an adjective of one ('RESTful services'): not a skill name.
      if (/^\s+\p{Lu}/u.test(bullet.text.slice(hit.end, hit.end + 3)) || /ful$/i.test(name)) continue;
      if (found.some((f) => f.name.toLowerCase() === name.toLowerCase())) continue;
      const job = keywordsIn(name, keywords).length > 0;
      if (options.jobOnly && !job) continue;
      found.push({ name, bulletId: bullet.id, job });
    }
  }
  const picked = [...found.filter((f) => f.job), ...found.filter((f) => !f.job)].slice(0, 4);
  return {
    names: picked.map((f) => f.name),
    bulletIds: [...new Set(picked.map((f) => f.bulletId))],
    allJob: picked.length > 0 && picked.every((f) => f.job),
  };
}

/**
 * What a project is, from its first line when that line says the person made one thing: 'Created a
 * web application to plan events' → 'a web application to plan events'.
 */
function projectWhat(
  bullets: Pick<Bullet, 'id' | 'text'>[],
): { phrase: string; bulletId: string } | undefined {
  const bullet = bullets[0];
  const line = bullet ? splitSentences(bullet.text)[0] : undefined;
  const match =
    /^(?:created|built|developed|designed|wrote|made|launched)\s+((?:a|an)\s+[^,;:]{8,120}?)\.?$/i.exec(
      line?.trim() ?? '',
    );
  const phrase = match?.[1];
  if (!bullet || !phrase || phrase.split(/\s+/).length > 20 || hasPlaceholder(phrase)) return undefined;
  return { phrase, bulletId: bullet.id };
}

/**
 * Grounded sentences from the resume's smaller sections: languages spoken, awards, a publication, a
 * volunteer role. Each names only what the person wrote, and is left out when the entry is not a clean name.
 */
function otherFacts(resume: ResumeDocument, told: ReadonlySet<string>): WrittenText[] {
  const out: WrittenText[] = [];
  const languages = resume.languages
    .map((l) => ({ id: l.id, name: l.name.replace(/\s*[(:–—-].*$/, '').trim() }))
    .filter((l, i, all) => isLanguageName(l.name) && all.findIndex((o) => o.name === l.name) === i)
    .slice(0, 4);
  if (languages.length >= 2)
    out.push({
      text: `I speak ${joinList(languages.map((l) => l.name))}.`,
      sourceIds: languages.map((l) => l.id),
    });
  const awards = resume.awards
    .map((a) => ({ id: a.id, name: usableName(a.name) }))
    .filter((a): a is { id: string; name: string } => !!a.name)
    .slice(0, 2);
  if (awards.length)
    out.push({
      text: `My awards include ${joinList(awards.map((a) => a.name))}.`,
      sourceIds: awards.map((a) => a.id),
    });
  const volunteer = resume.volunteer.find(
    (v) => !told.has(v.id) && usableTitle(v.position) && usableName(v.organization),
  );
  if (volunteer) {
    const position = usableTitle(volunteer.position)!;
    const organization = usableName(volunteer.organization);
    // A role named only 'Volunteer' would be said twice ('volunteered as a Volunteer').
    const role = /^volunteers?$/i.test(position) ? '' : ` as ${article(position)} ${position}`;
    out.push({
      // A role under 'Leadership' or 'Activities' was held, not volunteered.
      text: !volunteer.activity
        ? `I have also volunteered${role} at ${organization}.`
        : namesARole(position)
          ? `I have also served as ${article(position)} ${position} at ${organization}.`
          : `I have also been involved with ${position} at ${organization}.`,
      sourceIds: [volunteer.id],
    });
  }
  return out;
}

/** Names English gives the ISO 639-1 languages, plus the common ones it names otherwise; built on first use. */
let languageNames: Set<string> | undefined;

/**
 * Whether a word names a language: a template's placeholder ('Comment', 'Language') or a level read as
 * a language ('Fluent') must not become 'I speak Comment, Comment and Comment'.
 */
function isLanguageName(word: string): boolean {
  if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return false;
  if (!languageNames) {
    const english = new Intl.DisplayNames(['en'], { type: 'language' });
    languageNames = new Set(['Mandarin', 'Cantonese', 'Tagalog', 'Bengali', 'Farsi', 'Hokkien', 'Creole']);
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    for (const first of letters) {
      for (const second of letters) {
        const name = english.of(first + second);
        if (name && name !== first + second) languageNames.add(name);
      }
    }
  }
  return languageNames.has(word);
}

/**
 * A list of skill entries as the person wrote them; when an entry holds its own 'and' ('Git and GitHub'),
 * the last item takes a comma before 'and' so the entries stay apart ('Git and GitHub, and Docker').
 */
function skillList(items: string[]): string {
  if (items.length < 2 || !items.some((item) => /\sand\s/i.test(item))) return joinList(items);
  return `${items.slice(0, -1).join(', ')}, and ${items.at(-1)}`;
}

/**
 * The parts of a joined skill entry that the posting names, as the person wrote them: 'JavaScript' of
 * 'JavaScript and TypeScript' when the posting names only JavaScript, so the letter never says the posting
 * names what it does not. An entry of one part, or one the posting names whole, stays as written.
 */
function partsThePostingNames(entry: string, keywords: JobKeyword[]): string {
  const parts = entry
    .split(/\s+(?:and|&)\s+|\s*\/\s*/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return entry;
  const named = parts.filter((part) => keywordsIn(part, keywords).length > 0);
  return named.length === 0 || named.length === parts.length ? entry : joinList(named);
}

/** True for a soft skill the dictionary knows ('Communication', 'Leadership'). */
function isTrait(skill: string): boolean {
  return lookupSkill(skill)?.type === 'soft';
}

/**
 * A practice's name as it reads inside a sentence: 'product management' for 'Product management', whose
 * capital only opened a list item. Names written with capitals further in ('Google Analytics', 'SQL') keep them.
 */
function inProse(skill: string): string {
  const type = lookupSkill(skill)?.type;
  if (type !== 'methodology' && type !== 'soft') return skill;
  const [first = '', ...rest] = skill.split(' ');
  if (rest.length === 0 || !/^\p{Lu}\p{Ll}+$/u.test(first) || rest.some((word) => /\p{Lu}/u.test(word)))
    return skill;
  return `${first.toLowerCase()} ${rest.join(' ')}`;
}

/** A noun for people right after a skill's name. */
const PEOPLE_AFTER =
  /^\s+(designers?|engineers?|developers?|managers?|teams?|analysts?|scientists?|specialists?)\b/i;

/** Keyword kinds that say what the work itself is (not soft skills, titles or the ad's phrases). */
const SKILL_KINDS = new Set(['hard', 'tool', 'certification']);

/** A paragraph's sentences: the ones it always has, then extras the letter may leave out for length. */
export interface Part {
  core: WrittenText[];
  extra: WrittenText[];
}

/** What the body's sentences are built from, the same however many achievements are told. */
export interface LetterContext {
  resume: ResumeDocument;
  keywords: JobKeyword[];
  match: ReturnType<typeof matchKeywords>;
  lowFit: boolean;
  employerNames: string[];
  /** The latest roles with a usable employer, newest first. */
  roles: WorkEntry[];
  /** The resume's listed skills, the job's first (`rankedResumeSkills`), worked out once per letter. */
  listedSkills: ReturnType<typeof rankedResumeSkills>;
}

/**
 * For each lead achievement, the skills the rest of its bullet drew on ('That work drew on Docker and
 * Kubernetes'), never one an achievement line or an earlier such sentence already names.
 */
export function followSentences(
  context: LetterContext,
  lead: Achievement[],
  chosen: Achievement[],
): Map<Achievement, WrittenText> {
  const named = new Set<string>();
  const inLines = chosen.flatMap((c) => findSkills(c.line).map((hit) => hit.surface));
  const out = new Map<Achievement, WrittenText>();
  // A poor fit does not list the tools of other work: they are not what this posting asks.
  if (context.lowFit) return out;
  for (const item of lead) {
    const used = skillsUsedIn([{ id: item.sourceIds[0]!, text: item.bullet }], context.keywords, {
      exclude: [...context.employerNames, ...named, ...inLines],
    });
    if (used.names.length === 0) continue;
    for (const n of used.names) named.add(n);
    out.set(item, {
      text: `That work drew on ${joinList(used.names)}.`,
      sourceIds: [...used.bulletIds, JOB_SOURCE_ID],
    });
  }
  return out;
}

/**
 * The skills paragraph: only what the resume lists or shows, the posting's first (core), then the rest
 * the resume lists, the skills each role drew on, the posting's requirements the roles show (extras).
 * None names a skill `toldText` (the achievements and their skills sentences) already named.
 */
export function skillsPart(
  context: LetterContext,
  toldText: string,
  follows: WrittenText[],
): { skills: Part; namedSkills: Set<string> } {
  const { keywords, employerNames } = context;
  const skills: Part = { core: [], extra: [] };
  // A skill an achievement already named is not listed again.
  const toldLower = toldText.toLowerCase();
  const ranked = context.listedSkills.filter((s) => !saysSkill(toldLower, s.skill));
  // A trait ('Communication', 'Leadership') is not something one works with: it is shown by what was done.
  const wanted = ranked.filter((s) => s.weight > 0 && !isTrait(s.skill)).slice(0, 5);
  if (wanted.length) {
    const named = wanted.map((s) => inProse(partsThePostingNames(s.skill, keywords)));
    skills.core.push({
      text: `I have worked with ${skillList(named)}, ${named.length > 1 ? 'all of which this role requires' : 'which this role requires'}.`,
      sourceIds: [...new Set(wanted.map((s) => s.id)), JOB_SOURCE_ID],
    });
  } else if (!context.lowFit && ranked.some((s) => s.known)) {
    const listed = ranked.filter((s) => s.known).slice(0, 4);
    skills.core.push({
      text: `My skills include ${skillList(listed.map((s) => s.skill))}.`,
      sourceIds: [...new Set(listed.map((s) => s.id))],
    });
  }
  // The rest of what the resume lists, so the paragraph names the person's skills, not only the posting's.
  const others = ranked.filter((s) => s.weight === 0 && s.known).slice(0, 4);
  if (!context.lowFit && wanted.length && others.length) {
    skills.extra.push({
      text: `Beyond ${wanted.length > 1 ? 'these' : 'that'}, my skills include ${skillList(others.map((s) => s.skill))}.`,
      sourceIds: [...new Set(others.map((s) => s.id))],
    });
  }
  // Skills already said anywhere above, the achievement sentences and skill lists included, are not
  // said again ('Node.js (MERN stack)' in a list has said 'Node.js'). Read in the case they were written:
  // some names are known only in theirs ('Shell', not 'shell').
  const saidSoFar = [toldText, ...skills.core.map((s) => s.text), ...skills.extra.map((s) => s.text)].join(
    ' ',
  );
  const toldSkills = findSkills(saidSoFar).flatMap((hit) => [hit.surface, hit.entry.name]);
  const followed = follows.flatMap((f) => findSkills(f.text).map((hit) => hit.surface));
  const namedSkills = new Set(
    [...wanted.map((s) => s.skill), ...others.map((s) => s.skill), ...followed, ...toldSkills].map((n) =>
      n.toLowerCase(),
    ),
  );
  // Where the skills were used: the skills each of the latest roles' bullets name, the job's first, each named once.
  for (const roleEntry of context.lowFit ? [] : context.roles) {
    const used = skillsUsedIn(roleEntry.highlights, keywords, {
      exclude: [...namedSkills, ...employerNames],
    });
    if (used.names.length >= 1) {
      for (const n of used.names) namedSkills.add(n.toLowerCase());
      skills.extra.push({
        text: `My work at ${usableEmployer(roleEntry.company)} drew on ${joinList(used.names)}.`,
        sourceIds: [...used.bulletIds, roleEntry.id, ...(used.allJob ? [JOB_SOURCE_ID] : [])],
      });
    }
  }
  // How the person's shown skills meet what the posting requires (only when there is a real overlap).
  const required = context.lowFit
    ? []
    : context.match.matches
        .filter(
          (m) =>
            m.status !== 'missing' &&
            m.keyword.importance !== 'nice' &&
            SKILL_KINDS.has(m.keyword.kind) &&
            m.targetId &&
            /^[WPV]\d+\.B\d+$/.test(m.targetId) &&
            usableName(m.keyword.term),
        )
        .slice(0, 4);
  if (required.length >= 2) {
    skills.extra.push({
      text: `Of the skills your posting requires, my roles show ${joinList(required.map((m) => m.keyword.term))}.`,
      sourceIds: [...new Set(required.map((m) => m.targetId!)), JOB_SOURCE_ID],
    });
  }
  const shown = context.match.matches
    .filter(
      (m) =>
        m.status === 'exact' &&
        (m.keyword.kind === 'hard' || m.keyword.kind === 'tool') &&
        (m.evidence === 'experience' || m.evidence === 'both') &&
        m.phrase &&
        m.targetId &&
        /^(S|[WPV]\d+\.B\d+)$/.test(m.targetId) &&
        usableName(m.phrase) &&
        lookupSkill(m.phrase) &&
        !wanted.some((s) => keywordsIn(s.skill, [m.keyword]).length),
    )
    .filter((m) => {
      const key = m.phrase!.toLowerCase();
      if (namedSkills.has(key)) return false;
      namedSkills.add(key);
      return true;
    })
    .slice(0, 3);
  if (shown.length) {
    skills.extra.push({
      text: `My work has also involved ${joinList(shown.map((m) => m.phrase!))}.`,
      sourceIds: [...new Set(shown.map((m) => m.targetId!)), JOB_SOURCE_ID],
    });
  }
  return { skills, namedSkills };
}

/**
 * Whether lower-case text has named a skill entry: the entry as a whole word ('Go' is not in 'good'), or
 * any skill inside a longer entry ('Angular (versions 2+)' once 'Angular' was said).
 */
function saysSkill(text: string, skill: string): boolean {
  const said = (name: string) => {
    const escaped = name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text);
  };
  return said(skill) || findSkills(skill).some((hit) => said(hit.surface));
}

/**
 * Education, certifications (core), further degrees the posting asks for, the smaller sections and a
 * project no achievement told (extras): said after the skills, in the same paragraph.
 */
export function backgroundPart(
  context: LetterContext,
  toldEntries: ReadonlySet<string>,
  namedSkills: Set<string>,
): Part {
  const { resume, keywords, employerNames } = context;
  const background: Part = { core: [], extra: [] };
  const schools = resume.education.filter((e) => usableName(e.institution));
  const top = schools[0];
  if (top) {
    const held = degreeHeld(top);
    const area = studyArea(top);
    const text = held ? `I hold ${held}.` : area ? `I studied ${area} at ${schoolName(top)}.` : undefined;
    if (text) background.core.push({ text, sourceIds: [top.id] });
  }
  // Further degrees are worth a sentence only when the posting asks for education or names their field.
  const further = schools
    .slice(1, 3)
    .filter(
      (school) =>
        !!degreeHeld(school) &&
        keywords.some(
          (k) => k.kind === 'education' || (!!school.area && keywordsIn(school.area, [k]).length > 0),
        ),
    );
  if (further.length) {
    background.extra.push({
      text: `I also hold ${joinList(further.map((school) => degreeHeld(school)!))}.`,
      sourceIds: further.map((school) => school.id),
    });
  }
  const certs = resume.certificates
    .map((c) => usableName(c.name))
    .filter((c): c is string => !!c)
    .slice(0, 3);
  if (certs.length) {
    background.core.push({
      text: `I also hold ${certs.length > 1 ? 'these certifications' : 'this certification'}: ${joinList(certs)}.`,
      sourceIds: resume.certificates.filter((c) => certs.includes(usableName(c.name) ?? '')).map((c) => c.id),
    });
  }
  background.extra.push(...otherFacts(resume, toldEntries));
  const project = resume.projects.find((p) => projectName(p.name));
  if (project && !toldEntries.has(project.id)) {
    const used = skillsUsedIn(project.highlights, keywords, { exclude: [...namedSkills, ...employerNames] });
    const what = projectWhat(project.highlights);
    background.extra.push({
      text: `Outside my main roles, I worked on ${projectName(project.name)}${what ? `, ${what.phrase}` : used.names.length ? `, which drew on ${joinList(used.names)}` : ''}.`,
      sourceIds: [project.id, ...(what ? [what.bulletId] : used.bulletIds)],
    });
  }
  return background;
}

import { ACTION_VERBS, maxScope, wordsAboveScope } from '../analyze/lexicon.ts';
import { findRun, stem, termKey, tokenize } from '../analyze/normalize.ts';
import { findSkills, findSkillsByStem, lookupSkill, matchTokens } from '../analyze/skills-dictionary.ts';
import { countingTo, durationText, experienceFigure, monthsOfWork } from '../analyze/work-years.ts';
import { listFacts } from '../model/facts.ts';
import type { ResumeDate, ResumeDocument } from '../model/resume-document.ts';
import { numberClaims, numberValues } from './numbers.ts';
import { withoutPlaceholders } from './placeholders.ts';

/** What a fabrication claims that its sources do not support. */
export type FabricationKind =
  | 'employer'
  | 'title'
  | 'date'
  | 'school'
  | 'degree'
  | 'certification'
  | 'number'
  | 'tool'
  | 'scope';

export interface Fabrication {
  kind: FabricationKind;
  /** The unsupported words as they appear in the result. */
  value: string;
  /** The fact (or cover-letter sentence) that carries it. */
  targetId: string;
}

export interface VerifyTextOptions {
  /** Terms the text may use although the sources lack them: confirmed keywords, the job title and company. */
  allowedTerms?: string[];
  /** Id to report fabrications against. */
  targetId?: string;
}

/** Capitalised words that are part of ordinary letter and resume language, never a named entity. */
const COMMON_CAPITALISED = new Set(
  'i dear hiring manager team sincerely regards kind best thank thanks yours respectfully warm skilled most recently outside where at in as my the a an and with for to of on this that these those while during before after since over under your our their his her its it we you they he she there here when what which who how also currently previously today summary experience education skills projects certifications languages awards volunteer present current'.split(
    ' ',
  ),
);

const SCHOOL_WORDS = /\b(university|college|institute|school|academy|polytechnic|iit|nit)\b/i;
const DEGREE_WORDS =
  /\b(bachelor'?s?|master'?s?|ph\.?d\.?|doctorate|mba|b\.?\s?tech|m\.?\s?tech|b\.?\s?sc|m\.?\s?sc|b\.?\s?com|b\.?\s?e\.|associate'?s? degree|diploma)\b/i;
const CERT_WORDS = /\b(certified|certification|certificate|licen[cs]ed)\b/i;
const TITLE_WORDS =
  /\b(engineer|manager|developer|director|analyst|designer|consultant|specialist|officer|architect|nurse|accountant|intern|lead|head|vp|president|scientist|administrator|coordinator|associate|executive|representative|technician|assistant|supervisor|owner|founder)\b/i;

function classify(span: string): FabricationKind {
  if (SCHOOL_WORDS.test(span)) return 'school';
  if (DEGREE_WORDS.test(span)) return 'degree';
  if (CERT_WORDS.test(span)) return 'certification';
  if (TITLE_WORDS.test(span)) return 'title';
  return 'employer';
}

/**
 * Candidate named entities: runs of two or more capitalised words, and single words that look like
 * names (CamelCase, inner digits), excluding the first word of a sentence when it stands alone.
 */
function entitySpans(text: string): string[] {
  const sentenceStart = (at: number) =>
    /(^|[.!?:;]\s*|\n\s*)$/.test(text.slice(Math.max(0, at - 3), at)) || at === 0;
  const spans: string[] = [];
  const tokens = tokenize(text);
  let run: typeof tokens = [];
  const flush = () => {
    // The first word of a sentence is capitalised anyway; a verb or common word there is not a name.
    const [head, ...tail] = run;
    if (
      head &&
      tail.length &&
      sentenceStart(head.start) &&
      (ACTION_VERBS.has(head.key) || /ed$/.test(head.key))
    )
      run = tail;
    const words = run.filter((t) => !COMMON_CAPITALISED.has(t.key));
    if (
      words.length >= 2 ||
      (words.length === 1 && /^[A-Z][a-z]+[A-Z]|[A-Za-z]\d|\d[A-Za-z]/.test(words[0]!.text))
    ) {
      spans.push(text.slice(words[0]!.start, words.at(-1)!.end));
    }
    run = [];
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const previous = tokens[i - 1];
    const gap = previous ? text.slice(previous.end, token.start) : '';
    if (run.length && /[.,;:!?()|]/.test(gap)) flush();
    // Capitalised words, and codes such as 'S3' or 'EC2'; '1M' or '40x' are numbers, judged above.
    const capitalised = /^[A-Z]/.test(token.text) || /^[A-Za-z]+\d/.test(token.text);
    const connector = run.length > 0 && /^(of|and|&|for|the|de|in)$/i.test(token.text);
    if (capitalised || connector) run.push(token);
    else flush();
  }
  flush();
  // Connectors never end a span ('Bank of' → 'Bank').
  return spans
    .map((s) => s.replace(/\s+(of|and|&|for|the|de|in)$/i, ''))
    .filter((s) => s.split(/\s+/).length >= 1);
}

/** Word-aligned containment after normalisation; currency signs are ignored ('$1M' contains '1M'). */
function contains(haystack: string, needle: string): boolean {
  const key = (text: string) => termKey(text).replace(/[$€£₹]/g, '');
  return ` ${key(haystack)} `.includes(` ${key(needle)} `);
}

/** Removes the allowed terms from a text so they are never reported. */
function withoutAllowed(text: string, allowed: string[]): string {
  let out = text;
  for (const term of [...allowed].sort((a, b) => b.length - a.length)) {
    if (!term.trim()) continue;
    const escaped = term.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`(?<![\\w])${escaped}(?![\\w])`, 'gi'), (m) => ' '.repeat(m.length));
  }
  return out;
}

/**
 * Lists what `text` claims that `sourceTexts` do not support: numbers, dates, tools and
 * certifications from the skills dictionary, named entities, degrees and ownership inflation.
 */
export function verifyText(
  sourceTexts: string[],
  text: string,
  options: VerifyTextOptions = {},
): Fabrication[] {
  const targetId = options.targetId ?? '';
  const allowed = options.allowedTerms ?? [];
  const source = sourceTexts.join('\n');
  const checked = withoutAllowed(withoutPlaceholders(text), allowed);
  const fabrications: Fabrication[] = [];
  const report = (kind: FabricationKind, value: string) => {
    if (!fabrications.some((f) => f.kind === kind && f.value === value))
      fabrications.push({ kind, value, targetId });
  };

  const sourceNumbers = numberValues([source]);
  for (const claim of numberClaims(checked)) {
    if (!sourceNumbers.has(claim.value)) report(claim.isYear ? 'date' : 'number', claim.text);
  }

  // Sources name practices in any word form ('data models' supports 'Data modeling').
  const sourceTokens = matchTokens(source);
  const sourceEntries = new Set(
    [...findSkills(source, sourceTokens), ...findSkillsByStem(source, sourceTokens, new Set())].map(
      (hit) => hit.entry.index,
    ),
  );
  const allowedEntries = new Set(
    allowed.map((term) => lookupSkill(term)?.index).filter((i) => i !== undefined),
  );
  for (const hit of findSkills(checked)) {
    if (hit.entry.type === 'soft') continue;
    if (
      sourceEntries.has(hit.entry.index) ||
      allowedEntries.has(hit.entry.index) ||
      contains(source, hit.surface)
    )
      continue;
    report(hit.entry.type === 'certification' ? 'certification' : 'tool', hit.surface);
  }

  // The source read as words: a name glued to punctuation in it ('dd367@cornell.edu') is still its word.
  let sourceWords: string[] | undefined;
  const inSourceWords = (span: string) => {
    sourceWords ??= tokenize(source).map((token) => token.key);
    return (
      findRun(
        sourceWords,
        tokenize(span).map((token) => token.key),
      ) >= 0
    );
  };
  for (const span of entitySpans(checked)) {
    if (contains(source, span) || inSourceWords(span)) continue;
    // 'ReactJS and Node' is two known things joined, not one unknown name.
    const parts = span.split(/\s+(?:and|&)\s+/i);
    if (parts.length > 1 && parts.every((part) => contains(source, part) || lookupSkill(part))) continue;
    // A span is supported when each of its words is (e.g. a title split across lines of the source).
    const words = tokenize(span).filter((t) => !COMMON_CAPITALISED.has(t.key));
    if (words.length > 1 && words.every((w) => contains(source, w.text))) continue;
    if (lookupSkill(span)) continue; // dictionary terms were judged above
    report(classify(span), span);
  }

  for (const match of checked.matchAll(new RegExp(DEGREE_WORDS.source, 'gi'))) {
    if (!contains(source, match[0]) && !DEGREE_WORDS.test(source)) report('degree', match[0]);
  }

  const sourceScope = maxScope(source);
  for (const word of wordsAboveScope(checked, sourceScope)) report('scope', word);
  return fabrications;
}

/**
 * Facts the engine computes from the resume rather than reads in it: how long each role lasted, and, where the
 * person states no figure of their own, the experience the paid roles' dates come to ('22 months', or any whole
 * number of years up to the count, as a letter written earlier counted fewer). Where the person states a figure
 * ('5+ years of experience') no computed total is allowed: the only count of years is the one they wrote.
 */
export function computedFacts(doc: ResumeDocument, today: Date = new Date()): string[] {
  const figure = experienceFigure(doc, today);
  const out: string[] = [];
  if (figure && !figure.stated) {
    out.push(figure.text);
    const years = Number(/^(\d+) years?$/.exec(figure.text)?.[1] ?? 0);
    for (let n = 1; n < years; n++) out.push(`${n} ${n === 1 ? 'year' : 'years'}`);
  }
  const now = countingTo(doc, today);
  for (const role of doc.work) {
    const months = monthsOfWork([role], now);
    const text = months === undefined ? undefined : durationText(months);
    if (text) out.push(text);
  }
  return out;
}

/** Texts of every fact, grouped by id (an entry id carries its employer, title and dates). */
export function factTexts(doc: ResumeDocument): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const fact of listFacts(doc)) map.set(fact.id, [...(map.get(fact.id) ?? []), fact.text]);
  return map;
}

const sameText = (a: string | undefined, b: string | undefined) =>
  (a ?? '').replace(/\s+/g, ' ').trim().toLowerCase() === (b ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
const sameDate = (a?: ResumeDate, b?: ResumeDate) => sameText(a?.text, b?.text);
const normalised = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

export interface VerifyDocumentOptions {
  /** Skills the user confirmed adding (addKeywords); they may appear although the source lacks them. */
  allowedKeywords?: string[];
  /** The job's title and company: a tailored summary may name the role it aims at. */
  context?: string[];
  /**
   * Text the person typed themselves (provenance 'person'), by fact id, e.g. a figure filled into a
   * suggestion: a source for that fact like their upload, so their own words are never flagged.
   */
  personFacts?: Record<string, string[]>;
}

/**
 * Compares a writer's result with its source document and lists every fabricated employer, title,
 * date, school, degree, certification, number, tool or scope claim. Identity fields must be unchanged;
 * free text (summary, bullets) may only repeat what the source says.
 */
export function verifyDocument(
  source: ResumeDocument,
  result: ResumeDocument,
  options: VerifyDocumentOptions = {},
): Fabrication[] {
  const out: Fabrication[] = [];
  const facts = factTexts(source);
  const allSource = [...facts.values()].flat();
  const allowedTerms = [...(options.allowedKeywords ?? []), ...(options.context ?? [])];
  const computed = computedFacts(source);

  // An entry's identity fields the person corrected or had read again from their own lines (provenance
  // 'person'): a value their text for that entry holds is theirs, not the writer's.
  const typedFor = (id: string, value: string | undefined) => {
    const wanted = normalised(value);
    const typed = Object.hasOwn(options.personFacts ?? {}, id) ? options.personFacts![id]! : [];
    return typed.some((text) => normalised(text).includes(wanted));
  };
  const datesTyped = (id: string, ...dates: (ResumeDate | undefined)[]) =>
    dates.every((date) => !date || typedFor(id, date.text));

  const sourceWork = new Map(source.work.map((w) => [w.id, w]));
  for (const entry of result.work) {
    const original = sourceWork.get(entry.id);
    if (!original || !sameText(original.company, entry.company)) {
      if (!source.work.some((w) => sameText(w.company, entry.company)) && !typedFor(entry.id, entry.company))
        out.push({ kind: 'employer', value: entry.company, targetId: entry.id });
    }
    if (!original || !sameText(original.position, entry.position)) {
      if (
        !source.work.some((w) => sameText(w.position, entry.position)) &&
        !typedFor(entry.id, entry.position)
      )
        out.push({ kind: 'title', value: entry.position, targetId: entry.id });
    }
    if (
      original &&
      (!sameDate(original.start, entry.start) ||
        !sameDate(original.end, entry.end) ||
        original.current !== entry.current) &&
      !datesTyped(entry.id, entry.start, entry.end)
    ) {
      out.push({
        kind: 'date',
        value: [entry.start?.text, entry.current ? 'Present' : entry.end?.text].filter(Boolean).join(' – '),
        targetId: entry.id,
      });
    }
  }

  const sourceEducation = new Map(source.education.map((e) => [e.id, e]));
  for (const entry of result.education) {
    const original = sourceEducation.get(entry.id);
    if (
      !source.education.some((e) => sameText(e.institution, entry.institution)) &&
      !typedFor(entry.id, entry.institution)
    )
      out.push({ kind: 'school', value: entry.institution, targetId: entry.id });
    const degree = [entry.studyType, entry.area].filter(Boolean).join(' ');
    if (!original || !sameText(original.studyType, entry.studyType) || !sameText(original.area, entry.area)) {
      if (
        !source.education.some(
          (e) => sameText(e.studyType, entry.studyType) && sameText(e.area, entry.area),
        ) &&
        !(typedFor(entry.id, entry.studyType) && typedFor(entry.id, entry.area))
      )
        out.push({ kind: 'degree', value: degree, targetId: entry.id });
    }
    if (
      original &&
      (!sameDate(original.start, entry.start) || !sameDate(original.end, entry.end)) &&
      !datesTyped(entry.id, entry.start, entry.end)
    ) {
      out.push({
        kind: 'date',
        value: [entry.start?.text, entry.end?.text].filter(Boolean).join(' – '),
        targetId: entry.id,
      });
    }
  }

  for (const cert of result.certificates) {
    if (!source.certificates.some((c) => sameText(c.name, cert.name)) && !typedFor(cert.id, cert.name))
      out.push({ kind: 'certification', value: cert.name, targetId: cert.id });
  }

  const sourceSkillText = allSource.join('\n');
  const sourceEntries = new Set(findSkills(sourceSkillText).map((h) => h.entry.index));
  const allowedKeys = new Set((options.allowedKeywords ?? []).map(termKey));
  for (const group of result.skills) {
    for (const skill of group.keywords) {
      if (allowedKeys.has(termKey(skill)) || contains(sourceSkillText, skill)) continue;
      const entry = lookupSkill(skill);
      if (
        entry &&
        (sourceEntries.has(entry.index) ||
          (options.allowedKeywords ?? []).some((k) => lookupSkill(k)?.index === entry.index))
      )
        continue;
      out.push({
        kind: entry?.type === 'certification' ? 'certification' : 'tool',
        value: skill,
        targetId: group.id,
      });
    }
  }

  // Free text: a bullet answers to the source bullet with its id; new text answers to the whole resume.
  const check = (id: string, text: string) => {
    const own = facts.get(id);
    const typed = Object.hasOwn(options.personFacts ?? {}, id) ? options.personFacts![id]! : [];
    const sources = [...(id === 'S' || !own ? [...allSource, ...computed] : own), ...typed];
    out.push(
      ...verifyText(sources, text, {
        targetId: id,
        allowedTerms: id === 'S' ? allowedTerms : options.allowedKeywords,
      }),
    );
  };
  if (result.summary?.text) check('S', result.summary.text);
  for (const entry of [...result.work, ...result.education, ...result.projects, ...result.volunteer]) {
    for (const bullet of entry.highlights) check(bullet.id, bullet.text);
  }
  for (const project of result.projects) if (project.description) check(project.id, project.description);
  // A job's description answers to its own entry's facts, of which the source description is one.
  for (const entry of result.work) if (entry.summary) check(entry.id, entry.summary);
  for (const section of result.custom) for (const item of section.items) check(item.id, item.text);
  return out;
}

/** An edit proposed by a writer (typically an LLM) against a fact id; engine-methods §4.4. */
export interface ProposedEdit {
  targetId: string;
  /** The text being replaced, as the writer saw it. */
  original: string;
  value: string;
  /** Facts the new text relies on; at least one. */
  sourceIds: string[];
}

export type EditVerdict = 'VERIFIED' | 'MODIFIED' | 'UNSUPPORTED' | 'REJECTED';

export interface EditCheck {
  ok: boolean;
  verdict: EditVerdict;
  reasons: string[];
  fabrications: Fabrication[];
}

/** Facts a writer may rewrite: the summary and bullets. Identity fields are never targets. */
const EDITABLE = /^(S|[WEPVX]\d+\.B\d+)$/;

const STOPWORDS = new Set(
  'a an the and or of to in on for with by at from as into over under via per across while using use used this that these those their its our my your was were is are be been being has have had it'.split(
    ' ',
  ),
);

/** Gates one proposed edit; only VERIFIED and MODIFIED edits may be applied. */
export function verifyEdit(
  edit: ProposedEdit,
  doc: ResumeDocument,
  options: { allowedKeywords?: string[]; context?: string[] } = {},
): EditCheck {
  const reasons: string[] = [];
  const facts = factTexts(doc);
  if (!EDITABLE.test(edit.targetId)) reasons.push(`'${edit.targetId}' is not an editable fact`);
  const current = edit.targetId === 'S' ? (doc.summary?.text ?? '') : facts.get(edit.targetId)?.[0];
  if (current === undefined) reasons.push(`'${edit.targetId}' does not exist`);
  else if (!sameText(current, edit.original)) reasons.push('the original text does not match the resume');
  if (edit.sourceIds.length === 0) reasons.push('the edit cites no source facts');
  const unknown = edit.sourceIds.filter((id) => !facts.has(id) && id !== edit.targetId);
  if (unknown.length) reasons.push(`unknown source facts: ${unknown.join(', ')}`);
  if (reasons.length) return { ok: false, verdict: 'REJECTED', reasons, fabrications: [] };

  const sources = [...new Set([edit.targetId, ...edit.sourceIds])].flatMap((id) => facts.get(id) ?? []);
  const allowedTerms = [
    ...(options.allowedKeywords ?? []),
    ...(edit.targetId === 'S' ? (options.context ?? []) : []),
  ];
  const fabrications = verifyText(sources, edit.value, { targetId: edit.targetId, allowedTerms });
  if (fabrications.length) {
    return {
      ok: false,
      verdict: 'REJECTED',
      reasons: fabrications.map((f) => `unsupported ${f.kind}: '${f.value}'`),
      fabrications,
    };
  }
  const originalWords = tokenize(edit.original).length;
  if (
    originalWords > 0 &&
    tokenize(withoutPlaceholders(edit.value)).length > Math.max(12, originalWords * 1.8)
  ) {
    return {
      ok: false,
      verdict: 'UNSUPPORTED',
      reasons: ['the rewrite is much longer than the original'],
      fabrications,
    };
  }
  // Support: most content words of the new text must come from the sources or the allowed terms.
  const known = new Set(tokenize([...sources, ...allowedTerms].join(' ')).map((t) => stem(t.key)));
  const content = tokenize(withoutPlaceholders(edit.value)).filter(
    (t) => !STOPWORDS.has(t.key) && /[a-z]/i.test(t.text),
  );
  const supported = content.filter((t) => known.has(stem(t.key))).length;
  // The opening verb may change (that is what a rewrite does), so it is not counted against support.
  const support = content.length <= 1 ? 1 : (supported + 1) / content.length;
  if (support < 0.6) {
    return {
      ok: false,
      verdict: 'UNSUPPORTED',
      reasons: [`only ${Math.round(support * 100)}% of the words are backed by the cited facts`],
      fabrications,
    };
  }
  return {
    ok: true,
    verdict: sameText(edit.value, edit.original) ? 'VERIFIED' : 'MODIFIED',
    reasons: [],
    fabrications,
  };
}

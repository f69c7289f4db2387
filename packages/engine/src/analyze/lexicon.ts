/**
 * Word lists the analyser and the writers share. All written for this project; grouped by what
 * the verb says about the work, which is also how the bullet booster chooses replacements.
 */

const ACTION_VERB_GROUPS = {
  lead: 'led directed headed managed supervised oversaw coordinated organized organised chaired guided mentored coached hired recruited delegated',
  build:
    'built developed designed created implemented engineered architected coded programmed wrote launched shipped released deployed installed configured integrated automated prototyped established founded produced assembled fabricated drafted authored composed',
  improve:
    'improved increased grew expanded accelerated boosted enhanced optimized optimised streamlined upgraded modernized modernised refactored strengthened raised lifted doubled tripled',
  reduce:
    'reduced cut lowered decreased saved eliminated consolidated simplified shortened minimized minimised resolved fixed debugged',
  analyse:
    'analyzed analysed assessed audited evaluated investigated measured modeled modelled forecasted researched reviewed tested validated verified monitored tracked identified diagnosed mapped surveyed calculated quantified',
  communicate:
    'presented wrote documented reported published negotiated persuaded advised consulted explained briefed corresponded edited translated collaborated partnered liaised facilitated',
  teach: 'taught trained educated instructed tutored onboarded lectured',
  sell: 'sold marketed promoted pitched closed secured won acquired generated sourced prospected',
  operate:
    'operated ran maintained administered processed handled scheduled planned prepared delivered executed completed performed conducted supported served assisted helped contributed participated provided ensured answered dispatched inspected repaired cleaned stocked treated cared nursed',
  finance: 'budgeted reconciled invoiced billed allocated audited forecasted',
} as const;

export type VerbGroup = keyof typeof ACTION_VERB_GROUPS;

const verbGroup = new Map<string, VerbGroup>();
for (const [group, words] of Object.entries(ACTION_VERB_GROUPS) as [VerbGroup, string][]) {
  for (const word of words.split(/\s+/)) if (!verbGroup.has(word)) verbGroup.set(word, group);
}

/** Past-tense action verbs that open a strong bullet. */
export const ACTION_VERBS: ReadonlySet<string> = new Set(verbGroup.keys());

export function actionVerbGroup(verb: string): VerbGroup | undefined {
  return verbGroup.get(verb.toLowerCase());
}

/** Openers that describe a duty rather than an achievement. Longest first so the regex prefers them. */
export const WEAK_OPENERS = [
  'was responsible for',
  'responsible for',
  'in charge of',
  'tasked with',
  'duties included',
  'duties were',
  'duties:',
  'worked on',
  'worked with',
  'helped with',
  'helped in',
  'assisted with',
  'assisted in',
  'involved in',
  'was involved in',
  'participated in',
  'took part in',
  'was part of',
  'part of',
  'familiar with',
  'exposure to',
] as const;

export const WEAK_OPENER_PATTERN = new RegExp(
  `^(?:${[...WEAK_OPENERS]
    .sort((a, b) => b.length - a.length)
    .map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})(?=[\\s:,]|$)`,
  'i',
);

/** Words that weaken a claim without adding information. */
export const FILLER_WORDS = new Set(
  'very really quite basically actually just various several successfully effectively efficiently extremely highly somewhat fairly rather simply literally'.split(
    ' ',
  ),
);

export const CLICHES = [
  'team player',
  'detail-oriented',
  'detail oriented',
  'results-driven',
  'results driven',
  'hard-working',
  'hardworking',
  'go-getter',
  'think outside the box',
  'synergy',
  'best of breed',
  'self-starter',
  'go-to person',
  'dynamic professional',
  'proven track record',
] as const;

export const FIRST_PERSON = new Set(['i', 'me', 'my', 'mine', 'we', 'our', 'ours', 'us']);

/** Past participles that do not end in -ed, for the passive-voice estimate. */
export const IRREGULAR_PARTICIPLES = new Set(
  'built written given taken made done seen known shown chosen driven run led held kept sent spent sold told won begun broken brought bought caught found grown hidden laid lost met paid put read set shut split spread struck taught thought understood undertaken overseen withdrawn drawn thrown worn sworn torn frozen stolen spoken woken forgotten gotten proven'.split(
    ' ',
  ),
);

export const BE_FORMS = new Set(['am', 'is', 'are', 'was', 'were', 'be', 'been', 'being']);

/**
 * How much ownership a verb claims, for the scope gate: 1 supporting, 2 doing, 3 owning, 4 leading.
 * A rewrite may not move a bullet to a higher level than any verb in its source.
 */
const SCOPE = {
  1: 'helped assisted supported contributed participated involved joined shadowed observed aided',
  3: 'managed owned oversaw supervised ran administered directed responsible charge controlled',
  4: 'led headed spearheaded founded chaired championed pioneered orchestrated architected launched established steered',
} as const;

const scopeLevel = new Map<string, number>();
for (const [level, words] of Object.entries(SCOPE))
  for (const w of words.split(' ')) scopeLevel.set(w, Number(level));

/** The ownership level of a single word (1–4), or undefined when it carries no scope claim. */
export function verbScope(word: string): number | undefined {
  const lower = word.toLowerCase();
  return (
    scopeLevel.get(lower) ?? scopeLevel.get(lower.replace(/(ing|s)$/, '')) ?? scopeLevel.get(`${lower}ed`)
  );
}

/**
 * Common stems of scope verbs in other forms: 'leading', 'leads', 'lead' → led. A Map, because the
 * words looked up come from resumes: a plain object would answer 'constructor' with Object's own.
 */
const SCOPE_FORMS = new Map<string, string>(
  Object.entries({
    lead: 'led',
    leads: 'led',
    leading: 'led',
    leader: 'led',
    leadership: 'led',
    head: 'headed',
    heads: 'headed',
    heading: 'headed',
    manage: 'managed',
    manages: 'managed',
    managing: 'managed',
    manager: 'managed',
    management: 'managed',
    own: 'owned',
    owns: 'owned',
    owning: 'owned',
    owner: 'owned',
    ownership: 'owned',
    oversee: 'oversaw',
    oversees: 'oversaw',
    overseeing: 'oversaw',
    supervise: 'supervised',
    supervising: 'supervised',
    supervisor: 'supervised',
    run: 'ran',
    running: 'ran',
    direct: 'directed',
    directing: 'directed',
    director: 'directed',
    found: 'founded',
    founder: 'founded',
    'co-founded': 'founded',
    launch: 'launched',
    launching: 'launched',
    architect: 'architected',
    chair: 'chaired',
  }),
);

/** The highest ownership level claimed anywhere in a text (0 when none). */
export function maxScope(text: string): number {
  let level = 0;
  for (const word of text.toLowerCase().match(/[a-z-]+/g) ?? []) {
    const value = verbScope(SCOPE_FORMS.get(word) ?? word) ?? 0;
    if (value > level) level = value;
  }
  return level;
}

/**
 * The words that claim ownership or leadership (level 3 or 4) above `level`, for reporting.
 * Supporting verbs never inflate a claim, so they are never reported.
 */
export function wordsAboveScope(text: string, level: number): string[] {
  return (text.match(/[A-Za-z-]+/g) ?? []).filter((word) => {
    const lower = word.toLowerCase();
    const value = verbScope(SCOPE_FORMS.get(lower) ?? lower) ?? 0;
    return value >= 3 && value > level;
  });
}

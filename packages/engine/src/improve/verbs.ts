import { createRequire } from 'node:module';

/**
 * Verb forms for the bullet booster. Common resume verbs are in our own table (fast, and exact for
 * irregular verbs); anything else goes to `compromise`, loaded on first need.
 */
const IRREGULAR_PAST: Record<string, string> = {
  lead: 'led',
  build: 'built',
  write: 'wrote',
  run: 'ran',
  make: 'made',
  oversee: 'oversaw',
  teach: 'taught',
  sell: 'sold',
  set: 'set',
  drive: 'drove',
  take: 'took',
  give: 'gave',
  grow: 'grew',
  hold: 'held',
  keep: 'kept',
  meet: 'met',
  send: 'sent',
  spend: 'spent',
  cut: 'cut',
  put: 'put',
  win: 'won',
  begin: 'began',
  bring: 'brought',
  buy: 'bought',
  choose: 'chose',
  do: 'did',
  draw: 'drew',
  find: 'found',
  get: 'got',
  know: 'knew',
  lay: 'laid',
  leave: 'left',
  lend: 'lent',
  pay: 'paid',
  read: 'read',
  rewrite: 'rewrote',
  rebuild: 'rebuilt',
  see: 'saw',
  shut: 'shut',
  speak: 'spoke',
  spread: 'spread',
  stand: 'stood',
  tell: 'told',
  think: 'thought',
  understand: 'understood',
  undertake: 'undertook',
};

/**
 * Past participles that differ from the simple past ('wrote' → 'written'); every other past tense is its
 * own participle ('built', 'led', 'managed'). Lets the letter say 'I have written' of a current role.
 */
export const DISTINCT_PARTICIPLE: Readonly<Record<string, string>> = {
  wrote: 'written',
  rewrote: 'rewritten',
  ran: 'run',
  oversaw: 'overseen',
  drove: 'driven',
  took: 'taken',
  undertook: 'undertaken',
  gave: 'given',
  grew: 'grown',
  began: 'begun',
  chose: 'chosen',
  did: 'done',
  drew: 'drawn',
  knew: 'known',
  saw: 'seen',
  spoke: 'spoken',
  became: 'become',
  broke: 'broken',
  flew: 'flown',
  rose: 'risen',
  threw: 'thrown',
  forgot: 'forgotten',
};

/** Gerund → infinitive for words whose spelling rules are ambiguous. */
const GERUND_BASE: Record<string, string> = {
  managing: 'manage',
  writing: 'write',
  creating: 'create',
  designing: 'design',
  developing: 'develop',
  building: 'build',
  leading: 'lead',
  running: 'run',
  planning: 'plan',
  setting: 'set',
  making: 'make',
  coordinating: 'coordinate',
  preparing: 'prepare',
  handling: 'handle',
  analyzing: 'analyze',
  analysing: 'analyse',
  testing: 'test',
  maintaining: 'maintain',
  supporting: 'support',
  deploying: 'deploy',
  migrating: 'migrate',
  implementing: 'implement',
  overseeing: 'oversee',
  teaching: 'teach',
  training: 'train',
  selling: 'sell',
  organizing: 'organize',
  organising: 'organise',
  scheduling: 'schedule',
  processing: 'process',
  monitoring: 'monitor',
  reviewing: 'review',
  resolving: 'resolve',
  updating: 'update',
  automating: 'automate',
  improving: 'improve',
  reducing: 'reduce',
  ensuring: 'ensure',
  providing: 'provide',
  serving: 'serve',
  using: 'use',
  cutting: 'cut',
  shipping: 'ship',
  mapping: 'map',
  getting: 'get',
  putting: 'put',
  debugging: 'debug',
  logging: 'log',
};

let nlp:
  | ((text: string) => { verbs(): { conjugate(): { PastTense?: string; Infinitive?: string }[] } })
  | undefined;

function compromise() {
  if (!nlp) nlp = createRequire(import.meta.url)('compromise');
  return nlp!;
}

/** The infinitive of a gerund: 'managing' → 'manage', 'planning' → 'plan'. */
export function gerundToBase(gerund: string): string {
  const lower = gerund.toLowerCase();
  // Own keys only: a word such as 'constructor' must not find Object.prototype's.
  if (Object.hasOwn(GERUND_BASE, lower)) return GERUND_BASE[lower]!;
  const forms = compromise()(lower).verbs().conjugate()[0];
  if (forms?.Infinitive && forms.Infinitive !== lower) return forms.Infinitive;
  const stem = lower.replace(/ing$/, '');
  if (/([bdgmnprt])\1$/.test(stem)) return stem.slice(0, -1);
  return /[^aeiou][aeiou][^aeiouwxy]$/.test(stem) ? `${stem}e` : stem;
}

/** The simple past of an infinitive: 'manage' → 'managed', 'lead' → 'led'. */
export function pastTense(base: string): string {
  const lower = base.toLowerCase();
  if (Object.hasOwn(IRREGULAR_PAST, lower)) return IRREGULAR_PAST[lower]!;
  if (/e$/.test(lower)) return `${lower}d`;
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ied`;
  if (/^(plan|ship|map|log|debug|scan|stop|drop|top|tag|chat)$/.test(lower))
    return `${lower}${lower.at(-1)}ed`;
  if (/(ed|[^aeiou][aeiou][^aeiouwxy])$/.test(lower) && lower.length <= 4) {
    const forms = compromise()(lower).verbs().conjugate()[0];
    if (forms?.PastTense) return forms.PastTense;
  }
  return `${lower}ed`;
}

/** The verb a nominalisation stands for ('migration' → 'migrated'); own keys only, never Object.prototype's. */
export function nominalVerb(noun: string): string | undefined {
  const lower = noun.toLowerCase();
  return Object.hasOwn(NOMINALISATIONS, lower) ? NOMINALISATIONS[lower] : undefined;
}

/** Nominalisations a duty bullet starts with, and the verb each stands for. */
export const NOMINALISATIONS: Record<string, string> = {
  management: 'managed',
  development: 'developed',
  implementation: 'implemented',
  maintenance: 'maintained',
  coordination: 'coordinated',
  analysis: 'analyzed',
  design: 'designed',
  creation: 'created',
  preparation: 'prepared',
  administration: 'administered',
  installation: 'installed',
  integration: 'integrated',
  optimization: 'optimized',
  optimisation: 'optimised',
  migration: 'migrated',
  documentation: 'documented',
  planning: 'planned',
  delivery: 'delivered',
  execution: 'executed',
  review: 'reviewed',
  deployment: 'deployed',
  configuration: 'configured',
  automation: 'automated',
  organization: 'organized',
  supervision: 'supervised',
  testing: 'tested',
  training: 'trained',
  research: 'researched',
  evaluation: 'evaluated',
  monitoring: 'monitored',
  reporting: 'reported',
  scheduling: 'scheduled',
  processing: 'processed',
  reconciliation: 'reconciled',
  onboarding: 'onboarded',
  recruitment: 'recruited',
  preparation_of: 'prepared',
};

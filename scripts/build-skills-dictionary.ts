/**
 * Builds packages/engine/src/data/skills.json, the engine's compact skills dictionary, from the open
 * vocabularies in ../shared/data (O*NET 29.3 Technology Skills, devicon.json, linguist_languages.yml)
 * plus the project's own curated lists (aliases, soft skills, certifications, methodologies).
 *
 *   npx tsx scripts/build-skills-dictionary.ts [--data DIR]
 *
 * The output is deterministic (sorted) so re-running on the same inputs gives the same bytes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { termKey } from '../packages/engine/src/analyze/normalize.ts';
import type { SkillType } from '../packages/engine/src/analyze/skills-dictionary.ts';
import {
  ALIASES,
  CERTIFICATIONS,
  COMMON_WORDS,
  CURATED_TOOLS,
  METHODOLOGIES,
  SOFT_SKILLS,
  VENDORS,
} from './skills-dictionary-lists.ts';

interface Draft {
  name: string;
  type: SkillType;
  aliases: Set<string>;
  category?: string;
  hot: boolean;
  /** Higher wins when two sources disagree about the display name or type. */
  rank: number;
}

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const dataArg = process.argv.indexOf('--data');
const dataDir = dataArg >= 0 ? resolve(process.argv[dataArg + 1] ?? '') : resolve(root, '../shared/data');
const outDir = join(root, 'packages/engine/src/data');

// ---------------------------------------------------------------------------------------------

const drafts = new Map<string, Draft>();

/** Key used to merge the same technology across sources: 'Node.js', 'NodeJS', 'node js' → 'nodejs'. */
function mergeKey(name: string): string {
  return termKey(name)
    .replace(/\.js$|\s?js$/, 'js')
    .replace(/[\s.]/g, '')
    .replace(/#/g, 'sharp')
    .replace(/\+\+/g, 'pp');
}

/**
 * Ordinary English words, read from the prose of the O*NET Content Model descriptions: a product
 * called 'Reach', 'Make' or 'Maintenance' must not match those words in a sentence.
 */
const ENGLISH = new Set<string>();

function loadEnglish() {
  const lines = readFileSync(join(dataDir, 'onet_29_3_content_model_reference.txt'), 'utf8').split(/\r?\n/);
  for (const line of lines.slice(1)) {
    for (const word of (line.split('\t')[2] ?? '').match(/\b[a-z]{3,}\b/g) ?? []) ENGLISH.add(word);
  }
}

function isCommonWord(alias: string): boolean {
  const lower = alias.toLowerCase();
  if (alias.includes(' ')) return false;
  const singular = lower.replace(/e?s$/, '');
  return COMMON_WORDS.has(lower) || COMMON_WORDS.has(singular) || ENGLISH.has(lower) || ENGLISH.has(singular);
}

function upsert(
  name: string,
  type: SkillType,
  rank: number,
  aliases: string[] = [],
  extra: Partial<Draft> = {},
) {
  const key = mergeKey(name);
  if (!key) return;
  let draft = drafts.get(key);
  if (!draft) {
    draft = { name, type, aliases: new Set(), hot: false, rank, ...extra };
    drafts.set(key, draft);
  } else if (rank > draft.rank) {
    draft.aliases.add(draft.name);
    draft.name = name;
    draft.type = type;
    draft.rank = rank;
  }
  if (extra.hot) draft.hot = true;
  if (extra.category && !draft.category) draft.category = extra.category;
  for (const alias of aliases) if (alias && termKey(alias) !== termKey(draft.name)) draft.aliases.add(alias);
}

// ---- O*NET Technology Skills -------------------------------------------------------------------

/** True when the acronym's letters are a subsequence of the long form's word initials (SQL ← Structured query language). */
function acronymFits(acronym: string, longForm: string): boolean {
  const initials = longForm
    .split(/[\s-]+/)
    .map((word) => word[0]?.toLowerCase() ?? '')
    .join('');
  const letters = acronym.toLowerCase().replace(/[^a-z]/g, '');
  let at = 0;
  for (const letter of initials) if (letter === letters[at]) at++;
  return letters.length >= 2 && at === letters.length;
}

function onetType(category: string): SkillType {
  if (/operating system|platform interconnectivity|cloud/i.test(category)) return 'platform';
  if (/object or component oriented|web platform development/i.test(category)) return 'framework';
  return 'tool';
}

function readOnet() {
  const lines = readFileSync(join(dataDir, 'onet_29_3_technology_skills.txt'), 'utf8').split(/\r?\n/);
  const header = lines[0]?.split('\t') ?? [];
  const col = (name: string) => header.indexOf(name);
  const [exampleCol, categoryCol, hotCol, demandCol] = [
    col('Example'),
    col('Commodity Title'),
    col('Hot Technology'),
    col('In Demand'),
  ];
  const products = new Map<
    string,
    { category: string; hot: boolean; demand: boolean; occupations: number }
  >();
  for (const line of lines.slice(1)) {
    const cells = line.split('\t');
    const example = cells[exampleCol]?.trim();
    if (!example) continue;
    const product = products.get(example) ?? {
      category: cells[categoryCol] ?? '',
      hot: false,
      demand: false,
      occupations: 0,
    };
    product.occupations++;
    product.hot ||= cells[hotCol] === 'Y';
    product.demand ||= cells[demandCol] === 'Y';
    products.set(example, product);
  }
  for (const [example, product] of [...products].sort(([a], [b]) => a.localeCompare(b))) {
    // Keep the products that matter in job ads: hot technologies and those used by several occupations.
    if (!product.hot && !product.demand && product.occupations < 2) continue;
    let name = example.replace(/\s+software$/i, '').trim();
    const words = name.split(/\s+/);
    // Generic descriptions ('Spreadsheet software', 'Email software') are categories, not skills.
    if (
      /\bsoftware$/i.test(example) &&
      words.slice(1).every((w) => w === w.toLowerCase()) &&
      words.length <= 3
    ) {
      continue;
    }
    const aliases: string[] = [];
    // A trailing acronym becomes the display name: 'Structured query language SQL' → 'SQL'.
    const acronym = /^(.{4,}?)\s+([A-Z][A-Z0-9+#/&]{1,6})$/.exec(name);
    if (acronym?.[1] && acronym[2] && acronymFits(acronym[2], acronym[1])) {
      aliases.push(acronym[1], example);
      name = acronym[2];
    }
    for (const vendor of VENDORS) {
      if (name.startsWith(`${vendor} `)) {
        const rest = name.slice(vendor.length + 1).trim();
        if (rest.length > 1 && !isCommonWord(rest) && !/^(the|and|for)\b/i.test(rest)) aliases.push(rest);
      }
    }
    upsert(name, onetType(product.category), 1, aliases, { category: product.category, hot: product.hot });
  }
}

// ---- devicon.json ------------------------------------------------------------------------------

function readDevicon() {
  const entries = JSON.parse(readFileSync(join(dataDir, 'devicon.json'), 'utf8')) as {
    name: string;
    altnames?: string[];
    tags?: string[];
  }[];
  for (const entry of entries) {
    const tags = entry.tags ?? [];
    const type: SkillType = tags.includes('language')
      ? 'language'
      : tags.includes('framework') || tags.includes('library')
        ? 'framework'
        : tags.includes('platform') || tags.includes('cloud') || tags.includes('os')
          ? 'platform'
          : 'tool';
    // devicon names are slugs ('nodejs', 'amazonwebservices'); they only merge into existing
    // entries, or become an entry of their own when the slug is a plausible display name.
    const key = mergeKey(entry.name);
    const existing = drafts.get(key);
    const altnames = (entry.altnames ?? []).filter((alt) => !isCommonWord(alt));
    if (existing) {
      for (const alias of altnames) existing.aliases.add(alias);
      continue;
    }
    if (entry.name.length < 3 || isCommonWord(entry.name)) continue;
    // Slugs are lower case ('twilio'); the display name gets a capital.
    upsert(entry.name.charAt(0).toUpperCase() + entry.name.slice(1), type, 0, altnames);
  }
}

// ---- linguist_languages.yml (a tiny reader for its simple two-level layout) ---------------------

interface LinguistLanguage {
  name: string;
  type?: string;
  aliases: string[];
}

export function parseLinguistYaml(text: string): LinguistLanguage[] {
  const languages: LinguistLanguage[] = [];
  let current: LinguistLanguage | undefined;
  let listKey: string | undefined;
  const unquote = (value: string) =>
    value
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .replace(/^'(.*)'$/, '$1');
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.startsWith('#') || raw === '---') continue;
    const top = /^([^\s].*):\s*$/.exec(raw);
    if (top?.[1]) {
      current = { name: unquote(top[1]), aliases: [] };
      languages.push(current);
      listKey = undefined;
      continue;
    }
    if (!current) continue;
    const field = /^ {2}([a-z_]+):\s*(.*)$/.exec(raw);
    if (field?.[1]) {
      listKey = field[2] ? undefined : field[1];
      if (field[1] === 'type') current.type = unquote(field[2] ?? '');
      continue;
    }
    const item = /^ {2}- (.*)$/.exec(raw);
    if (item?.[1] && listKey === 'aliases') current.aliases.push(unquote(item[1]));
  }
  return languages;
}

function readLinguist() {
  const languages = parseLinguistYaml(readFileSync(join(dataDir, 'linguist_languages.yml'), 'utf8'));
  for (const language of languages) {
    if (language.type !== 'programming') continue;
    const key = mergeKey(language.name);
    const known = drafts.has(key);
    // Obscure languages whose names are English words would match ordinary prose; keep only
    // languages other sources also know, or that have aliases (a sign of real-world use).
    if (!known && language.aliases.length === 0) continue;
    // Linguist's 'node' alias names the runtime, which is a skill of its own (Node.js).
    const aliases = language.aliases.filter(
      (alias) =>
        alias.length > 1 && !isCommonWord(alias) && !(language.name === 'JavaScript' && alias === 'node'),
    );
    upsert(language.name, 'language', 2, aliases);
  }
}

/**
 * Content-model names that are technical tasks or school subjects rather than soft skills, or that
 * read as ordinary words in job ads ('Science' in 'Computer Science', 'Monitoring' of systems).
 */
const NOT_SOFT = new Set([
  'Mathematics',
  'Science',
  'Programming',
  'Installation',
  'Repairing',
  'Equipment Maintenance',
  'Equipment Selection',
  'Operation and Control',
  'Operations Monitoring',
  'Monitoring',
  'Quality Control Analysis',
  'Technology Design',
  'Speaking',
  'Writing',
  'Reading Comprehension',
  'Troubleshooting',
  'Systems Analysis',
  'Systems Evaluation',
  'Operations Analysis',
  'Management of Financial Resources',
  'Management of Material Resources',
  'Management of Personnel Resources',
  'Learning Strategies',
  'Active Learning',
  'Achievement/Effort',
  'Social Orientation',
  'Concern for Others',
]);

// ---- O*NET Content Model: soft skills ----------------------------------------------------------

function readContentModelSoftSkills(): string[] {
  const lines = readFileSync(join(dataDir, 'onet_29_3_content_model_reference.txt'), 'utf8').split(/\r?\n/);
  const names: string[] = [];
  for (const line of lines.slice(1)) {
    const [id, name] = line.split('\t');
    if (!id || !name) continue;
    // Leaves only (x.y.z.w): cross-functional and basic skills, and work styles.
    const keep = /^2\.[AB]\.\d+\.[a-z]$/.test(id) || /^1\.C\.\d+\.[a-z]$/.test(id);
    if (keep && !NOT_SOFT.has(name.trim())) names.push(name.trim());
  }
  return names;
}

// ---------------------------------------------------------------------------------------------

/**
 * Folds every draft that already owns one of `forms` into the draft at `key`, so a curated alias
 * line ('Jira': ['JIRA', 'Atlassian JIRA']) joins the O*NET and devicon entries for the same product.
 */
function mergeDraftsSharingForms(key: string, forms: string[]) {
  const wanted = new Set(forms.map(termKey));
  const matches = [...drafts.entries()].filter(
    ([draftKey, draft]) => draftKey === key || wanted.has(termKey(draft.name)),
  );
  if (matches.length === 0) return;
  const target = drafts.get(key) ?? matches[0]![1];
  for (const [draftKey, draft] of matches) {
    if (draft === target) continue;
    target.aliases.add(draft.name);
    for (const alias of draft.aliases) target.aliases.add(alias);
    target.hot ||= draft.hot;
    target.category ??= draft.category;
    if (draft.rank > target.rank) target.type = draft.type;
    drafts.delete(draftKey);
  }
  drafts.set(key, target);
}

function build() {
  loadEnglish();
  readOnet();
  readDevicon();
  readLinguist();
  for (const [name, type, aliases] of CURATED_TOOLS) upsert(name, type, 3, aliases);
  for (const name of METHODOLOGIES) upsert(name, 'methodology', 3);
  for (const [name, aliases] of Object.entries(CERTIFICATIONS)) upsert(name, 'certification', 4, aliases);
  for (const [name, aliases] of Object.entries(SOFT_SKILLS)) upsert(name, 'soft', 4, aliases);
  for (const name of readContentModelSoftSkills()) {
    const parts = name.split(/\/| and /).map((part) => part.trim());
    const key = mergeKey(name);
    if (drafts.has(key) || parts.some((part) => drafts.has(mergeKey(part)))) continue;
    upsert(name, 'soft', 3, parts.length > 1 ? parts : []);
  }
  for (const [canonical, aliases] of Object.entries(ALIASES)) {
    const key = mergeKey(canonical);
    mergeDraftsSharingForms(key, [canonical, ...aliases]);
    const draft = drafts.get(key);
    if (draft) {
      for (const alias of aliases) if (termKey(alias) !== termKey(draft.name)) draft.aliases.add(alias);
      // A curated display name wins over an O*NET-style one ('Amazon Web Services' over 'AWS').
      if (draft.rank < 3) {
        draft.aliases.add(draft.name);
        draft.aliases.delete(canonical);
        draft.name = canonical;
        draft.rank = 3;
      }
    } else {
      upsert(canonical, 'tool', 3, aliases);
    }
  }

  // Each surface form belongs to one entry only; the higher-ranked entry keeps it.
  const owner = new Map<string, Draft>();
  const ordered = [...drafts.values()].sort((a, b) => b.rank - a.rank || a.name.localeCompare(b.name));
  for (const draft of ordered) {
    for (const form of [draft.name, ...draft.aliases]) {
      const key = termKey(form);
      if (!key) continue;
      if (!owner.has(key)) owner.set(key, draft);
      else if (owner.get(key) !== draft) draft.aliases.delete(form);
    }
  }

  const categories = [...new Set(ordered.map((d) => d.category).filter((c): c is string => !!c))].sort();
  const typeCodes: SkillType[] = [
    'language',
    'tool',
    'framework',
    'platform',
    'certification',
    'soft',
    'methodology',
  ];
  // A short or ordinary-word form only matches with its exact capitalisation: marked with a leading '='.
  // Soft skills and practices are English by nature and curated names (rank 3+) were chosen on
  // purpose, so only our explicit common-word list makes those case-sensitive.
  const mark = (form: string, draft: Draft) => {
    if (form.length <= 2) return `=${form}`;
    const explicit =
      !form.includes(' ') &&
      (COMMON_WORDS.has(form.toLowerCase()) || COMMON_WORDS.has(form.toLowerCase().replace(/e?s$/, '')));
    if (draft.type === 'soft' || draft.type === 'methodology' || draft.type === 'certification') return form;
    return explicit || (draft.rank < 3 && isCommonWord(form)) ? `=${form}` : form;
  };
  const entries = [...drafts.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((draft) => {
      const aliases = [...draft.aliases]
        .filter((alias) => termKey(alias) && termKey(alias) !== termKey(draft.name))
        // Lower-case forms of three letters or fewer are file extensions and slugs ('be', 'rb', 'ps'), not how people write skills.
        .filter((alias) => !/^[a-z0-9]{1,3}$/.test(alias))
        .sort()
        .map((alias) => mark(alias, draft));
      const row: (string | number | string[])[] = [mark(draft.name, draft), typeCodes.indexOf(draft.type)];
      row.push(aliases);
      row.push(draft.category ? categories.indexOf(draft.category) : -1);
      row.push(draft.hot ? 1 : 0);
      return row;
    });
  const output = {
    version: 1,
    note: 'Generated by scripts/build-skills-dictionary.ts; see ATTRIBUTION.md. Row: [name, typeIndex, aliases, categoryIndex, hot]. A leading "=" marks a form matched case-sensitively.',
    types: typeCodes,
    categories,
    entries,
  };
  writeFileSync(join(outDir, 'skills.json'), `${JSON.stringify(output)}\n`);
  const counts = Object.fromEntries(
    typeCodes.map((t) => [t, [...drafts.values()].filter((d) => d.type === t).length]),
  );
  console.log(`skills.json: ${entries.length} entries`, counts);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) build();

import type { PostingFields } from './posting.ts';
import { oneLine, postingText } from './posting-text.ts';

/**
 * Boards that render in the browser ship the posting as data inside the page: Next.js pages
 * (Glassdoor, Shine, Foundit) in `<script id="__NEXT_DATA__">`, Naukri in `window._initialState`,
 * Indeed in `window._initialData`, and Naukri's job API answers that data as JSON outright. This
 * module finds those blobs and, inside them, the object that looks most like one job posting.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const DESCRIPTION_KEYS = [
  'jobDescription',
  'description',
  'descriptionHtml',
  'jobDescriptionHtml',
  'job_description',
  'jd',
  'jobDesc',
  'sanitizedJobDescription',
];
const TITLE_KEYS = ['title', 'jobTitle', 'designation', 'jobTitleText', 'job_title', 'name'];
const COMPANY_KEYS = [
  'companyName',
  'company',
  'companyDetail',
  'employer',
  'employerName',
  'hiringOrganization',
];
const LOCATION_KEYS = ['location', 'locations', 'jobLocation', 'locationName', 'city'];

/** The script variables and data blocks that carry a page's state. */
const ASSIGNMENTS = [
  /window\._initialState\s*=\s*/g,
  /window\._initialData\s*=\s*/g,
  /window\.__INITIAL_STATE__\s*=\s*/g,
];
const DATA_SCRIPT = /<script\b[^>]*\bid\s*=\s*["']__NEXT_DATA__["'][^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The JSON object literal starting at `start` (a `{`), found by balancing braces outside strings. */
function objectLiteralAt(source: string, start: number): string | undefined {
  if (source[start] !== '{') return undefined;
  let depth = 0;
  let quote = '';
  for (let i = start; i < source.length; i += 1) {
    const ch = source[i];
    if (quote) {
      if (ch === '\\') i += 1;
      else if (ch === quote) quote = '';
      continue;
    }
    if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '{') depth += 1;
    else if (ch === '}') {
      depth -= 1;
      if (depth === 0) return source.slice(start, i + 1);
    }
  }
  return undefined;
}

function parse(text: string): Json | undefined {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

/** Every state blob in the page (or the page itself when it is JSON). */
export function embeddedBlobs(body: string): Json[] {
  const trimmed = body.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    const whole = parse(trimmed);
    if (whole !== undefined) return [whole];
  }
  const blobs: Json[] = [];
  for (const match of body.matchAll(DATA_SCRIPT)) {
    const parsed = parse((match[1] ?? '').trim());
    if (parsed !== undefined) blobs.push(parsed);
  }
  for (const pattern of ASSIGNMENTS) {
    for (const match of body.matchAll(pattern)) {
      const literal = objectLiteralAt(body, (match.index ?? 0) + match[0].length);
      const parsed = literal ? parse(literal) : undefined;
      if (parsed !== undefined) blobs.push(parsed);
    }
  }
  return blobs;
}

function stringAt(node: JsonObject, keys: string[]): string {
  for (const key of keys) {
    const value = node[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return '';
}

function companyOf(node: JsonObject): string {
  for (const key of COMPANY_KEYS) {
    const value = node[key];
    if (typeof value === 'string' && value.trim()) return oneLine(value);
    if (isObject(value)) {
      const name = stringAt(value, ['name', 'companyName', 'displayName']);
      if (name) return oneLine(name);
    }
  }
  return '';
}

function locationOf(node: JsonObject): string {
  for (const key of LOCATION_KEYS) {
    const value = node[key];
    if (typeof value === 'string' && value.trim()) return oneLine(value);
    const list = Array.isArray(value) ? value : isObject(value) ? [value] : [];
    const labels = list
      .map((item) =>
        typeof item === 'string' ? item : isObject(item) ? stringAt(item, ['label', 'name', 'city']) : '',
      )
      .map(oneLine)
      .filter(Boolean);
    if (labels.length > 0) return [...new Set(labels)].join(', ');
  }
  return '';
}

/** The posting-like object with the longest description (title and company add weight). */
export function postingFromData(data: Json, budget = { nodes: 50_000 }): PostingFields | undefined {
  let best: { fields: PostingFields; score: number } | undefined;
  const visit = (value: Json, depth: number) => {
    if (depth > 40 || budget.nodes-- <= 0) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    if (!isObject(value)) return;
    const rawDescription = stringAt(value, DESCRIPTION_KEYS);
    const title = oneLine(stringAt(value, TITLE_KEYS));
    if (rawDescription.length >= 80 && title) {
      const jobDescription = postingText(rawDescription);
      const company = companyOf(value);
      const score = jobDescription.length + (company ? 500 : 0);
      if (!best || score > best.score) {
        best = {
          score,
          fields: {
            jobTitle: title,
            company: company || null,
            location: locationOf(value) || null,
            jobDescription,
          },
        };
      }
    }
    for (const child of Object.values(value)) visit(child, depth + 1);
  };
  visit(data, 0);
  return best?.fields;
}

/** The posting carried in the page's own data, if any. */
export function postingFromEmbeddedData(body: string): PostingFields | undefined {
  let best: PostingFields | undefined;
  for (const blob of embeddedBlobs(body)) {
    const found = postingFromData(blob);
    if (found && (!best || found.jobDescription.length > best.jobDescription.length)) best = found;
  }
  return best;
}

import type { PostingFields } from './posting.ts';
import { oneLine, postingText } from './posting-text.ts';

/**
 * schema.org JobPosting from a page's JSON-LD (protocols.md §4): blocks may hold one object, an
 * array, or an @graph; @type may be a string, a list or a full IRI; the description is HTML, and
 * some boards escape it once more (`&lt;p&gt;`). JSON-LD of any other type (WebSite, Organization,
 * BreadcrumbList) is ignored.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function typesOf(node: JsonObject): string[] {
  const type = node['@type'];
  const list = Array.isArray(type) ? type : [type];
  return list.filter((t): t is string => typeof t === 'string').map((t) => t.replace(/^.*[/#:]/, ''));
}

/** Every object in a JSON-LD value, through arrays and @graph (not deeper: postings are top-level). */
function nodesOf(value: Json): JsonObject[] {
  if (Array.isArray(value)) return value.flatMap(nodesOf);
  if (!isObject(value)) return [];
  const graph = value['@graph'];
  return [value, ...(graph === undefined ? [] : nodesOf(graph))];
}

const LD_SCRIPT = /<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;

/** The parsed JSON-LD blocks of a page; a block that is not valid JSON is skipped. */
export function jsonLdBlocks(html: string): Json[] {
  const blocks: Json[] = [];
  for (const match of html.matchAll(LD_SCRIPT)) {
    const raw = (match[1] ?? '')
      .trim()
      .replace(/^<!--|-->$/g, '')
      .replace(/^\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>$/g, '')
      .trim();
    if (!raw) continue;
    try {
      blocks.push(JSON.parse(raw) as Json);
    } catch {
      // Some pages put raw line breaks inside strings; JSON forbids them, browsers' parsers too.
      try {
        blocks.push(JSON.parse(raw.replace(/[\r\n\t]+/g, ' ')) as Json);
      } catch {
        /* not JSON: ignore the block */
      }
    }
  }
  return blocks;
}

function text(value: Json | undefined): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

/** A description is HTML; when it arrives entity-escaped (`&lt;p&gt;`) it is unescaped once first. */
export function descriptionText(raw: string): string {
  const looksEscaped = /&lt;\/?[a-z][^&]*&gt;/i.test(raw) && !/<\/?[a-z][^>]*>/i.test(raw);
  const html = looksEscaped ? postingText(raw) : raw;
  return postingText(html);
}

function nameOf(value: Json | undefined): string {
  if (Array.isArray(value)) return nameOf(value[0]);
  if (isObject(value)) return oneLine(text(value.name));
  return oneLine(text(value));
}

function placeOf(location: Json | undefined): string {
  if (Array.isArray(location)) {
    const places = location.map(placeOf).filter(Boolean);
    return [...new Set(places)].join('; ');
  }
  if (!isObject(location)) return oneLine(text(location));
  const address = location.address;
  if (!isObject(address)) return oneLine(text(address) || text(location.name));
  const country = isObject(address.addressCountry)
    ? text(address.addressCountry.name)
    : text(address.addressCountry);
  const parts = [text(address.addressLocality), text(address.addressRegion), country]
    .map(oneLine)
    .filter(Boolean);
  return [...new Set(parts)].join(', ');
}

function locationOf(posting: JsonObject): string {
  const place = placeOf(posting.jobLocation);
  const remote = text(posting.jobLocationType).toUpperCase() === 'TELECOMMUTE';
  if (remote) return place ? `Remote (${place})` : 'Remote';
  return place;
}

/** The first JobPosting on the page, or undefined. */
export function jobPostingFromJsonLd(html: string): PostingFields | undefined {
  for (const block of jsonLdBlocks(html)) {
    for (const node of nodesOf(block)) {
      if (!typesOf(node).includes('JobPosting')) continue;
      return {
        jobTitle: oneLine(text(node.title) || text(node.name)) || null,
        company: nameOf(node.hiringOrganization) || null,
        location: locationOf(node) || null,
        jobDescription: descriptionText(text(node.description)),
      };
    }
  }
  return undefined;
}

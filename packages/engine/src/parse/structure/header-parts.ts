import type { Basics } from '../../model/resume-document.ts';
import { type HeaderLine, headerParts } from './contact.ts';

/**
 * Conservation for the header block. The document-wide check (conservation.ts) counts a line as placed when
 * its words occur anywhere in the document, so a street address whose number is also in the phone ('123 Gotham
 * St' beside '(123) 456-7890') or a headline whose words recur in a job title would vanish unnoticed. Here each
 * part of each header line must be held by a contact field itself; a street address becomes the location's
 * address, and any other part no field holds is handed back to be kept in the "Other" section.
 */

/** Words that only label a contact item ('Email:', 'Mobile -') or name an icon's network. */
const CONTACT_LABEL =
  /^(?:e-?mail(?: id)?|mail|phone|mobile|mob|cell|tel|telephone|contact|fax|address|website|web|homepage|portfolio|blog|linkedin|github|gitlab|twitter|x|location|home)(?:\s*[:|-]\s*|\s+(?=[@+\d(/]|https?:|www\.)|$)/i;

/** Street words in the languages the parser reads ('12 Main St', 'Calle Mayor 5', '5 rue de la Paix'). */
const STREET_WORD =
  /\b(?:st|street|ave|avenue|parkway|pkwy|terrace|crescent|rd|road|ln|lane|blvd|boulevard|dr|drive|way|ct|court|pl|place|sq|square|hwy|highway|apt|apartment|suite|ste|unit|floor|flat|house|po box|p\.o\. box|calle|avenida|avda|plaza|paseo|carrer|rue|chemin|allée|rua|travessa|via|viale|piazza|corso|nagar|marg|colony|sector|layout|cross|main)\b\.?/i;

/** German streets are written as one word ('Hauptstraße 5', 'Lindenweg 2'). */
const STREET_SUFFIX = /\p{Ll}(?:straße|strasse|str\.|weg|platz|gasse|allee)(?![\p{L}])/u;

/** True for a part that reads as a street address: a house number and a street word ('12 Main St', 'Calle Mayor 5'). */
export function looksLikeStreet(part: string): boolean {
  if (/@|https?:|www\./i.test(part) || part.split(/\s+/).length > 10) return false;
  const houseNumber = /(?:^|[\s,])\d{1,5}(?:[A-Za-z]|st|nd|rd|th)?(?:[-/]\d{1,4})?(?=[\s,]|$)/.test(part);
  return houseNumber && (STREET_WORD.test(part) || STREET_SUFFIX.test(part));
}

function fold(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/^https?:\/\/(?:www\.)?/, '')
    .replace(/[^\p{L}\p{N}@.+]+/gu, ' ')
    .trim();
}

/** The values the contact fields hold, folded for comparison. */
function fieldValues(basics: Basics): string[] {
  const values = [
    basics.name,
    basics.label,
    basics.email,
    basics.phone,
    basics.url,
    basics.location?.text,
    basics.location?.address,
    ...basics.profiles.flatMap((profile) => [profile.url, profile.username]),
  ];
  return values.filter((value): value is string => Boolean(value?.trim())).map(fold);
}

/** A header part without its label and the icon glyphs (private-use characters, symbols) around it. */
function cleanPart(part: string): string {
  return part
    .replace(/[\p{Co}\p{So}\p{Cf}]/gu, ' ')
    .replace(CONTACT_LABEL, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface HeaderPlacement<L extends HeaderLine> {
  /** A street address printed in the header, kept as the location's address. */
  address?: string;
  /** Header parts that no contact field holds, in reading order. */
  leftovers: L[];
}

/**
 * Which header parts the contact fields leave out. `isProse` marks lines read elsewhere (a profile paragraph
 * without a heading becomes the summary).
 */
export function placeHeaderParts<L extends HeaderLine>(
  lines: readonly L[],
  basics: Basics,
  isProse: (line: L) => boolean,
): HeaderPlacement<L> {
  const held = fieldValues(basics);
  const isHeld = (part: string) => {
    const folded = fold(part);
    return (
      !folded || held.some((value) => value.includes(folded) || (value.length > 2 && folded.includes(value)))
    );
  };
  let address: string | undefined;
  const leftovers: L[] = [];
  // A street stands beside the place it belongs to; one further off is someone else's (a letter's addressee).
  const location = basics.location?.text;
  const placeLine = location ? lines.findIndex((line) => line.text.includes(location)) : -1;
  for (const [index, line] of lines.entries()) {
    if (isProse(line)) continue;
    for (const raw of headerParts(line.text)) {
      const part = cleanPart(raw);
      if (!/[\p{L}\p{N}]/u.test(part)) continue;
      // 'Street, City, Country' in one part: the street is what precedes the place the location already holds.
      const beforePlace =
        location && part.length > location.length && part.endsWith(location)
          ? part.slice(0, -location.length).replace(/[\s,]+$/, '')
          : undefined;
      const street = beforePlace ?? part;
      const besidePlace = placeLine >= 0 && Math.abs(index - placeLine) <= 1;
      if (
        !address &&
        besidePlace &&
        looksLikeStreet(street) &&
        (beforePlace !== undefined || !isHeld(part))
      ) {
        address = street;
        continue;
      }
      // Kept as the person wrote it, label and all: the cleaning only serves the comparison.
      if (!isHeld(part)) leftovers.push({ ...line, text: raw });
    }
  }
  return { address, leftovers };
}

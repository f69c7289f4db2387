import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';

/**
 * Makes a DOCX package byte-for-byte reproducible. The `docx` library stamps the current time into
 * docProps/core.xml and the zip entries, and names some relationships with random ids; we replace the
 * time with the caller's `date` and the random ids with ids numbered in order of appearance.
 */
export function normaliseDocxPackage(bytes: Uint8Array, date: Date): Uint8Array {
  const entries = unzipSync(bytes);
  const names = Object.keys(entries).sort();
  const texts = new Map<string, string>();
  for (const name of names) {
    if (/\.(xml|rels)$/.test(name)) texts.set(name, strFromU8(entries[name]!));
  }

  // Relationship ids that are random (nanoid: 21 url-safe characters) get stable names.
  const randomIds: string[] = [];
  for (const [name, text] of texts) {
    if (!name.endsWith('.rels')) continue;
    for (const match of text.matchAll(/\bId="([A-Za-z0-9_-]{21})"/g)) {
      if (!randomIds.includes(match[1]!)) randomIds.push(match[1]!);
    }
  }
  const stamp = date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const files: Record<string, Uint8Array> = {};
  for (const name of names) {
    let text = texts.get(name);
    if (text === undefined) {
      files[name] = entries[name]!;
      continue;
    }
    randomIds.forEach((id, index) => {
      text = text!.split(`"${id}"`).join(`"rIdHp${index + 1}"`);
    });
    if (name === 'docProps/core.xml') {
      text = text.replace(
        /(<dcterms:(?:created|modified)[^>]*>)[^<]*(<\/dcterms:(?:created|modified)>)/g,
        `$1${stamp}$2`,
      );
    }
    files[name] = strToU8(text);
  }
  // [Content_Types].xml must stay the first entry for some readers.
  // Zip timestamps are DOS dates, which start in 1980.
  const zipTime = new Date(Math.max(date.getTime(), Date.UTC(1980, 0, 2)));
  const ordered: Record<string, [Uint8Array, { mtime: Date }]> = {};
  const first = '[Content_Types].xml';
  for (const name of [first, ...names.filter((name) => name !== first)]) {
    if (files[name]) ordered[name] = [files[name], { mtime: zipTime }];
  }
  return zipSync(ordered, { level: 6, mtime: zipTime });
}

import { Inflate } from 'fflate';
import { ResumeParseError } from '../errors.ts';

/**
 * Checks a ZIP container (DOCX) before anything inflates it. The central directory declares every entry's
 * sizes; a resume never needs many entries, tens of megabytes of XML, or extreme compression ratios, so any
 * of those is refused as a zip bomb. Because declared sizes can lie, the entries are then inflated in a
 * streaming pass that stops as soon as one produces more than it declared.
 */
export interface ZipLimits {
  maxEntries: number;
  maxTotalUncompressed: number;
  maxEntryUncompressed: number;
  /** Uncompressed/compressed ratio above which a large entry is refused. */
  maxRatio: number;
  /** Entries smaller than this are not held to the ratio (tiny files compress oddly well). */
  ratioFloor: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 2_000,
  maxTotalUncompressed: 64 * 1024 * 1024,
  maxEntryUncompressed: 32 * 1024 * 1024,
  maxRatio: 120,
  ratioFloor: 1024 * 1024,
};

export interface ZipEntryInfo {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const ZIP64_MARKER = 0xffffffff;

/** Reads the central directory. Throws `corrupt-file` when it is missing or inconsistent. */
export function readCentralDirectory(
  bytes: Uint8Array,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): ZipEntryInfo[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const corrupt = (detail: string) => new ResumeParseError('corrupt-file', `zip: ${detail}`);
  let eocd = -1;
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let i = bytes.length - 22; i >= earliest; i--) {
    if (view.getUint32(i, true) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw corrupt('no end-of-central-directory record');
  const entryCount = view.getUint16(eocd + 10, true);
  const directorySize = view.getUint32(eocd + 12, true);
  const directoryOffset = view.getUint32(eocd + 16, true);
  if (entryCount === 0xffff || directoryOffset === ZIP64_MARKER) {
    // ZIP64 exists for archives beyond 4 GB or 65,535 entries; no resume needs it.
    throw new ResumeParseError('zip-bomb', 'zip64 archive');
  }
  if (entryCount > limits.maxEntries) throw new ResumeParseError('zip-bomb', `${entryCount} entries`);
  if (directoryOffset + directorySize > bytes.length) throw corrupt('central directory out of range');

  const entries: ZipEntryInfo[] = [];
  let at = directoryOffset;
  for (let n = 0; n < entryCount; n++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL_SIGNATURE)
      throw corrupt('bad entry header');
    const method = view.getUint16(at + 10, true);
    const compressedSize = view.getUint32(at + 20, true);
    const uncompressedSize = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localHeaderOffset = view.getUint32(at + 42, true);
    if (at + 46 + nameLength > bytes.length) throw corrupt('entry name out of range');
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (
      compressedSize === ZIP64_MARKER ||
      uncompressedSize === ZIP64_MARKER ||
      localHeaderOffset === ZIP64_MARKER
    ) {
      throw new ResumeParseError('zip-bomb', `zip64 sizes on ${name}`);
    }
    entries.push({ name, method, compressedSize, uncompressedSize, localHeaderOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Refuses archives whose declared sizes are out of proportion for a resume. */
export function checkDeclaredSizes(entries: ZipEntryInfo[], limits: ZipLimits = DEFAULT_ZIP_LIMITS): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    if (entry.uncompressedSize > limits.maxEntryUncompressed) {
      throw new ResumeParseError('zip-bomb', `${entry.name} declares ${entry.uncompressedSize} bytes`);
    }
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (entry.uncompressedSize >= limits.ratioFloor && ratio > limits.maxRatio) {
      throw new ResumeParseError('zip-bomb', `${entry.name} ratio ${ratio.toFixed(0)}:1`);
    }
  }
  if (total > limits.maxTotalUncompressed)
    throw new ResumeParseError('zip-bomb', `total ${total} bytes declared`);
}

/**
 * Inflates each deflated entry without keeping its output, stopping as soon as it exceeds its declared size.
 * This catches archives whose central directory understates what they hold.
 */
export function checkActualSizes(bytes: Uint8Array, entries: ZipEntryInfo[]): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const entry of entries) {
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize) {
        throw new ResumeParseError('corrupt-file', `zip: stored entry ${entry.name} has mismatched sizes`);
      }
      continue;
    }
    if (entry.method !== 8)
      throw new ResumeParseError('corrupt-file', `zip: unsupported method ${entry.method}`);
    const local = entry.localHeaderOffset;
    if (local + 30 > bytes.length || view.getUint32(local, true) !== LOCAL_SIGNATURE) {
      throw new ResumeParseError('corrupt-file', `zip: bad local header for ${entry.name}`);
    }
    const dataStart = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const dataEnd = dataStart + entry.compressedSize;
    if (dataEnd > bytes.length)
      throw new ResumeParseError('corrupt-file', `zip: ${entry.name} data out of range`);
    let produced = 0;
    const limit = entry.uncompressedSize;
    const inflater = new Inflate((chunk) => {
      produced += chunk.length;
      if (produced > limit)
        throw new ResumeParseError('zip-bomb', `${entry.name} inflates past its declared size`);
    });
    try {
      // Feed in slices so an understated entry is stopped after little work.
      const step = 16 * 1024;
      for (let at = dataStart; at < dataEnd; at += step) {
        const end = Math.min(dataEnd, at + step);
        inflater.push(bytes.subarray(at, end), end === dataEnd);
      }
    } catch (error) {
      if (error instanceof ResumeParseError) throw error;
      throw new ResumeParseError('corrupt-file', `zip: ${entry.name} does not inflate`, { cause: error });
    }
  }
}

/** All ZIP checks, in order of cost. */
export function guardZip(bytes: Uint8Array, limits: ZipLimits = DEFAULT_ZIP_LIMITS): ZipEntryInfo[] {
  const entries = readCentralDirectory(bytes, limits);
  checkDeclaredSizes(entries, limits);
  checkActualSizes(bytes, entries);
  return entries;
}

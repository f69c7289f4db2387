import { describe, expect, it } from 'vitest';
import { buildResumeDocx } from '../../fixtures/docx.ts';
import { indianEngineerResume } from '../../fixtures/resume-fixtures.ts';
import {
  buildLyingZip,
  buildRatioBomb,
  buildZip,
  buildZipBomb,
  deflateZeros,
  zeroCrc,
} from '../../fixtures/zip.ts';
import { ResumeParseError } from '../errors.ts';
import { guardZip, readCentralDirectory } from './zip-guard.ts';

const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (error) {
    return error instanceof ResumeParseError ? error.code : `other:${String(error)}`;
  }
  return undefined;
};

describe('guardZip', () => {
  it('passes a real DOCX and lists its entries', async () => {
    const docx = await buildResumeDocx(indianEngineerResume());
    const entries = guardZip(docx);
    expect(entries.map((e) => e.name)).toContain('word/document.xml');
  });

  it('refuses a huge declared size before inflating anything', () => {
    const started = performance.now();
    expect(codeOf(() => guardZip(buildZipBomb()))).toBe('zip-bomb');
    expect(codeOf(() => readCentralDirectory(buildZipBomb()))).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('refuses an extreme compression ratio even when the sizes are honest', () => {
    expect(codeOf(() => guardZip(buildRatioBomb(4 * 1024 * 1024)))).toBe('zip-bomb');
  });

  it('stops inflating an entry that produces more than it declared', () => {
    expect(codeOf(() => guardZip(buildLyingZip(2 * 1024 * 1024, 1000)))).toBe('zip-bomb');
  });

  it('refuses too many entries', () => {
    const small = deflateZeros(10);
    const entries = Array.from({ length: 2_001 }, (_, i) => ({
      name: `f${i}`,
      compressed: small,
      declaredSize: 10,
      crc: zeroCrc(10),
    }));
    expect(codeOf(() => guardZip(buildZip(entries)))).toBe('zip-bomb');
  });

  it('reports truncated or non-zip bytes as corrupt', async () => {
    const docx = await buildResumeDocx(indianEngineerResume());
    expect(codeOf(() => guardZip(docx.subarray(0, docx.length - 30)))).toBe('corrupt-file');
    expect(codeOf(() => guardZip(new TextEncoder().encode('PK\u0003\u0004 not really a zip')))).toBe(
      'corrupt-file',
    );
  });
});

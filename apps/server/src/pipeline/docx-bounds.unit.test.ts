import { INPUT_LINE_MAX_CHARS } from '@hireproof/contract';
import { describe, expect, it } from 'vitest';
import { docxWithXmlMegabytes, plainDocx } from '../modules/applications/test-support/resume-files.ts';
import { DOCX_XML_MAX_BYTES, declaredDocxXmlBytes, longestDocxParagraph } from './docx-bounds.ts';

describe('DOCX bounds', () => {
  it('reads the XML size a DOCX declares from its zip directory alone', () => {
    const small = declaredDocxXmlBytes(plainDocx(['Jane Doe', 'Engineer']))!;
    expect(small).toBeGreaterThan(500);
    expect(small).toBeLessThan(2_000);
    expect(declaredDocxXmlBytes(docxWithXmlMegabytes(2.5))).toBeGreaterThan(DOCX_XML_MAX_BYTES);
    expect(declaredDocxXmlBytes(docxWithXmlMegabytes(1))).toBeLessThan(DOCX_XML_MAX_BYTES);
  });

  it('knows no size for bytes without a zip directory', () => {
    expect(declaredDocxXmlBytes(new TextEncoder().encode('not a zip at all'))).toBeUndefined();
  });

  it('measures the longest paragraph in characters of text, not of markup', () => {
    const long = 'word '.repeat(20_000);
    expect(longestDocxParagraph(plainDocx(['Jane Doe', long, 'Engineer']))).toBe(long.length);
    expect(longestDocxParagraph(plainDocx(['Jane Doe', 'Engineer']))).toBe(8);
    expect(longestDocxParagraph(plainDocx(['a'.repeat(INPUT_LINE_MAX_CHARS)]))).toBe(INPUT_LINE_MAX_CHARS);
  });
});

import { describe, expect, it } from 'vitest';
import { detectFileKind } from './detect.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]);

describe('detectFileKind', () => {
  it('trusts magic bytes first, then the name and media type', () => {
    expect(detectFileKind(bytes('%PDF-1.7 ...'), 'resume.pdf')).toBe('pdf');
    expect(detectFileKind(bytes('junk\n%PDF-1.4'), 'resume')).toBe('pdf');
    expect(detectFileKind(zip, 'resume.docx')).toBe('docx');
    expect(
      detectFileKind(
        zip,
        'upload',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    ).toBe('docx');
    expect(detectFileKind(bytes('# Me'), 'cv.md')).toBe('markdown');
    expect(detectFileKind(bytes('Me'), 'cv.TXT')).toBe('text');
    expect(detectFileKind(bytes('{}'), 'cv.json')).toBe('json');
    expect(detectFileKind(bytes('Me'), 'cv', 'text/plain')).toBe('text');
  });

  it('flags renamed files and refuses other types', () => {
    expect(detectFileKind(zip, 'resume.pdf')).toBe('mismatch');
    expect(detectFileKind(bytes('%PDF-1.7'), 'resume.docx')).toBe('mismatch');
    expect(detectFileKind(zip, 'slides.pptx')).toBe('unsupported');
    expect(detectFileKind(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0]), 'old.doc')).toBe('unsupported');
    expect(detectFileKind(bytes('GIF89a'), 'photo.gif')).toBe('unsupported');
  });
});

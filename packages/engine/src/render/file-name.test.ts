import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exportFileName } from './file-name.ts';

describe('exportFileName', () => {
  it('joins name, kind and company with underscores', () => {
    expect(exportFileName({ name: 'Jane Doe', kind: 'Resume', company: 'Acme', format: 'pdf' })).toBe(
      'Jane_Doe_Resume_Acme.pdf',
    );
    expect(
      exportFileName({
        name: 'José  Núñez-García',
        kind: 'Cover_Letter',
        company: 'Tata Consultancy Services Ltd.',
        format: 'docx',
      }),
    ).toBe('Jose_Nunez_Garcia_Cover_Letter_Tata_Consultancy_Services_Ltd.docx');
  });

  it('drops unsafe characters and empty parts', () => {
    expect(exportFileName({ name: '../../etc/passwd', kind: 'Resume', company: '', format: 'txt' })).toBe(
      'etc_passwd_Resume.txt',
    );
    expect(exportFileName({ name: '', kind: 'Resume', company: '"<Acme>";', format: 'html' })).toBe(
      'Resume_Acme.html',
    );
    expect(exportFileName({ name: "O'Brien", kind: 'Resume', format: 'pdf' })).toBe('OBrien_Resume.pdf');
  });

  it('answers only safe ASCII, of bounded length', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (name, company) => {
        const fileName = exportFileName({ name, kind: 'Resume', company, format: 'pdf' });
        expect(fileName).toMatch(/^[A-Za-z0-9_]+\.pdf$/);
        expect(fileName.length).toBeLessThanOrEqual(140);
      }),
    );
  });
});

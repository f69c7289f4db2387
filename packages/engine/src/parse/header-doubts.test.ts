import { describe, expect, it } from 'vitest';
import { emptyResumeDocument, type WorkEntry } from '../model/resume-document.ts';
import { headerMaySwap, swapQuestion } from './header-doubts.ts';
import { structureWarnings } from './structure-warnings.ts';

const job = (position: string, company: string): WorkEntry => ({
  id: 'W1',
  position,
  company,
  current: false,
  highlights: [],
});

describe('a job header that may be the wrong way round', () => {
  it('doubts a title that names an organisation over an employer that names a role', () => {
    expect(headerMaySwap(job('Apollo Hospitals', 'Medical Laboratory Technician'))).toBe(true);
    expect(headerMaySwap(job('Medical Laboratory Technician', 'Apollo Hospitals'))).toBe(false);
    expect(headerMaySwap(job('Consultant', 'Acme'))).toBe(false);
    expect(headerMaySwap(job('', 'Acme Corp'))).toBe(false);
    expect(swapQuestion(job('Apollo Hospitals', 'Nurse'))).toBe(
      'We read "Apollo Hospitals" as the job title and "Nurse" as the employer. Is it the other way round?',
    );
  });

  it('says so in the parse warnings, naming the job, and changes nothing itself', () => {
    const document = emptyResumeDocument();
    document.work = [job('Apollo Hospitals', 'Medical Laboratory Technician'), job('Nurse', 'Mercy Clinic')];
    const warnings = structureWarnings({ document, text: '', sections: [], dropped: [] });
    expect(warnings).toEqual([
      {
        code: 'entry-header-unsure',
        message:
          'In 1 job ("Apollo Hospitals" at "Medical Laboratory Technician") the title and the employer may be the wrong way round; the Structure panel can swap them.',
      },
    ]);
    expect(document.work[0]?.position).toBe('Apollo Hospitals');
  });
});

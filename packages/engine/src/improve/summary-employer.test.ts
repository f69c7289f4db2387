import { describe, expect, it } from 'vitest';
import { makeResume } from '../analyze/test-support.ts';
import { otherEmployerInSummary } from './summary-employer.ts';

const resume = (summary: string) =>
  makeResume({
    summary,
    work: [
      { company: 'Brightline Media', position: 'Marketing Assistant', start: 'Jan 2023', current: true },
    ],
    education: [
      {
        institution: 'Lakeside University',
        studyType: 'BA',
        area: 'Marketing',
        start: 'Sep 2019',
        end: 'Jun 2023',
      },
    ],
  });

describe('otherEmployerInSummary', () => {
  it('names the other company a summary seeks a role with', () => {
    const doc = resume('Seeking a marketing internship with ABC Company. Organised three campus campaigns.');
    expect(otherEmployerInSummary(doc, 'Northwind Traders')).toBe('ABC Company');
  });

  it('reads the role sought at a named place, and a name that ends in an organisation word', () => {
    expect(otherEmployerInSummary(resume('Eager to join Contoso as a marketing intern.'), 'Fabrikam')).toBe(
      'Contoso',
    );
    expect(
      otherEmployerInSummary(
        resume('Marketing graduate who admires the work of Tailspin Group.'),
        'Fabrikam',
      ),
    ).toBe('Tailspin Group');
  });

  it('says nothing when the summary names the company applied to', () => {
    const doc = resume('Seeking a marketing internship with ABC Company.');
    expect(otherEmployerInSummary(doc, 'ABC Company')).toBeUndefined();
    expect(otherEmployerInSummary(doc, 'ABC')).toBeUndefined();
  });

  it("says nothing of the person's own employers and schools, nor of tools named after 'with'", () => {
    expect(
      otherEmployerInSummary(
        resume('Marketing assistant at Brightline Media and graduate of Lakeside University.'),
        'Northwind',
      ),
    ).toBeUndefined();
    expect(
      otherEmployerInSummary(resume('Seeking a role with HubSpot and Google Analytics.'), 'Northwind'),
    ).toBe(undefined);
    expect(otherEmployerInSummary(resume('Eager to join a growing team.'), 'Northwind')).toBeUndefined();
  });

  it('says nothing when there is no summary', () => {
    const doc = resume('x');
    delete doc.summary;
    expect(otherEmployerInSummary(doc, 'Northwind')).toBeUndefined();
  });
});

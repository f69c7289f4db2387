import { describe, expect, it } from 'vitest';
import { sampleResume } from '../render/sample-documents.ts';
import { assessFit, LOW_FIT_COVERAGE } from './fit.ts';
import { makeResume } from './test-support.ts';

const BACKEND = `We are hiring a Staff Backend Engineer to lead our payments platform.
Requirements:
- 7+ years building distributed systems in Java or Go
- Deep experience with Kafka, PostgreSQL and Kubernetes on AWS
- Strong mentoring and communication skills`;

const PRESCHOOL = `Little Acorns Preschool is looking for a Preschool Teacher.
Responsibilities:
- Plan age-appropriate lessons in early childhood education, arts and crafts, and circle time
- Supervise toddlers during nap time and outdoor play; change diapers when needed
Requirements:
- CPR and First Aid certification
- Child Development Associate credential
- Patience, nurturing and classroom management`;

describe('assessFit', () => {
  it('does not call a resume low against a posting in its own field', () => {
    const fit = assessFit(sampleResume(), { description: BACKEND, title: 'Staff Backend Engineer' });
    expect(fit.low).toBe(false);
    expect(fit.coverage).toBeGreaterThanOrEqual(LOW_FIT_COVERAGE);
    expect(fit.shared).toEqual(expect.arrayContaining(['Kafka']));
    expect(fit.matched).toBeGreaterThan(0);
  });

  it('calls a resume low against a posting that shares almost nothing with it', () => {
    const fit = assessFit(sampleResume(), { description: PRESCHOOL, title: 'Preschool Teacher' });
    expect(fit.total).toBeGreaterThan(0);
    expect(fit.coverage).toBeLessThan(LOW_FIT_COVERAGE);
    expect(fit.low).toBe(true);
  });

  it('says nothing about a posting without keywords', () => {
    const fit = assessFit(sampleResume(), { description: 'Hello.' });
    expect(fit.total).toBe(0);
    expect(fit.low).toBe(false);
  });
});

describe('isLowFit and the soft skills any resume shows', () => {
  it("calls a developer low against a housekeeping posting though 'communication' appears in both", () => {
    const developer = makeResume({
      label: 'MERN Stack Developer',
      work: [
        {
          company: 'Gotham Apps',
          position: 'MERN Stack Developer',
          start: '2019',
          current: true,
          bullets: ['Implemented RESTful services for communication between frontend and backend'],
        },
      ],
      skills: [{ keywords: ['React', 'Node.js', 'MongoDB'] }],
    });
    const fit = assessFit(developer, {
      title: 'Housekeeper',
      description:
        'Requirements\n- One year of housekeeping experience\n- Communication skills\n- Clean and sanitize resident rooms\n- High school diploma or GED',
    });
    expect(fit.shared).toEqual(expect.arrayContaining([expect.stringMatching(/communication/i)]));
    expect(fit.low).toBe(true);
  });
});

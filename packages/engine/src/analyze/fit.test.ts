import { describe, expect, it } from 'vitest';
import { sampleResume } from '../render/sample-documents.ts';
import { assessFit, LOW_FIT_COVERAGE } from './fit.ts';

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

import { describe, expect, it } from 'vitest';
import { BACKEND_JOB, sampleBackendResume } from '../analyze/test-support.ts';
import { builtInWriter, type Writer } from './writer.ts';

const job = { title: 'Senior Backend Engineer', company: 'Northwind Logistics', description: BACKEND_JOB };

describe('builtInWriter', () => {
  const writer: Writer = builtInWriter;

  it('is the offline writer with no model', () => {
    expect(writer.name).toBe('built-in');
    expect(writer.model).toBeUndefined();
  });

  it('tailors and writes a cover letter', async () => {
    const resume = sampleBackendResume();
    const tailored = await writer.tailor({ resume, job });
    expect(tailored.fabrications).toEqual([]);
    expect(tailored.changes.length).toBeGreaterThan(0);
    const letter = await writer.coverLetter({ resume, job });
    expect(letter.paragraphs.length).toBeGreaterThanOrEqual(3);
  });

  it('serves the builder: summary, bullets and skills', async () => {
    const resume = sampleBackendResume();
    const summary = await writer.summarize({ resume, targetTitle: 'Platform Engineer' });
    expect(summary.text).toMatch(
      /^I am a Backend Developer with \d+ years of experience at Acme Payments and Bluebird Labs\./,
    );
    expect(
      await writer.bullets({
        bullets: '- Responsible for payroll for 40 staff\n- responsible for payroll for 40 staff\n',
      }),
    ).toEqual(['Managed payroll for 40 staff']);
    // A rewrite with no figure stays without one: no '[X%]' blank goes into the person's document.
    expect(
      await writer.bullets({
        bullets: 'Worked on payment APIs in Django\nResponsible for the release checklist',
      }),
    ).toEqual(['Handled payment APIs in Django', 'Managed the release checklist']);
    const skills = await writer.skills({ resume, job, typed: 'kafka, docker, gRPC' });
    expect(skills.skills).toEqual([...resume.skills[0]!.keywords, 'Kafka', 'gRPC']);
    expect(skills.gaps.map((g) => g.skill)).toContain('Terraform');
  });
});

import { builderDraftSchema } from '@hireproof/contract';
import { describe, expect, it } from 'vitest';
import { importFromResume } from './draft-from-resume.ts';
import { resumeFromDraft } from './draft-resume.ts';

const draft = (input: object) => builderDraftSchema.parse(input);

describe('resumeFromDraft', () => {
  it('keeps what the person typed, word for word, with fact ids', () => {
    const doc = resumeFromDraft(
      draft({
        personalInfo: { name: ' Asha Rao ', email: 'asha@example.com', linkedin: 'linkedin.com/in/asha' },
        professionalSummary: 'Backend engineer.',
        experience: [
          {
            title: 'Engineer',
            company: 'Kestrel',
            startDate: '2021-04',
            current: true,
            endDate: '2022-01',
            bullets: ['Built billing'],
          },
        ],
        education: [{ degree: 'B.E.', school: 'Pune University', graduationDate: '2020-06', gpa: '8.1' }],
        skills: ['Go', 'go', 'SQL'],
      }),
    );
    expect(doc.basics).toMatchObject({ name: 'Asha Rao', email: 'asha@example.com' });
    expect(doc.basics.profiles).toEqual([{ network: 'LinkedIn', url: 'linkedin.com/in/asha' }]);
    expect(doc.summary?.text).toBe('Backend engineer.');
    expect(doc.work[0]).toMatchObject({ id: 'W1', position: 'Engineer', company: 'Kestrel', current: true });
    expect(doc.work[0]?.start).toEqual({ text: 'Apr 2021', iso: '2021-04' });
    // A current role has no end date, whatever the hidden picker still holds.
    expect(doc.work[0]?.end).toBeUndefined();
    expect(doc.work[0]?.highlights).toEqual([{ id: 'W1.B1', text: 'Built billing' }]);
    expect(doc.education[0]).toMatchObject({
      institution: 'Pune University',
      studyType: 'B.E.',
      score: { text: '8.1' },
    });
    expect(doc.skills[0]?.keywords).toEqual(['Go', 'SQL']);
  });

  it("keeps a role's description apart from its bullets, both ways", () => {
    const doc = resumeFromDraft(
      draft({
        personalInfo: { name: 'Lin' },
        experience: [
          {
            title: 'Analyst',
            company: 'Ferro',
            description: ' Month-end close for two plants. ',
            bullets: ['Cut close to 4 days'],
          },
        ],
      }),
    );
    expect(doc.work[0]?.summary).toBe('Month-end close for two plants.');
    expect(doc.work[0]?.highlights.map((bullet) => bullet.text)).toEqual(['Cut close to 4 days']);
    const again = importFromResume(doc).draft.experience[0];
    expect(again).toMatchObject({
      description: 'Month-end close for two plants.',
      bullets: ['Cut close to 4 days'],
    });
  });

  it('reads the text boxes when they were never split, and drops empty entries', () => {
    const doc = resumeFromDraft(
      draft({
        personalInfo: { name: 'Lin' },
        experience: [
          { title: '', company: '' },
          { title: 'Analyst', bulletsText: 'Reconciled accounts\n\n Wrote reports ' },
        ],
        education: [{ degree: '', school: '' }],
        skillsText: 'Excel,\nSQL, ',
      }),
    );
    expect(doc.work).toHaveLength(1);
    expect(doc.work[0]?.highlights.map((bullet) => bullet.text)).toEqual([
      'Reconciled accounts',
      'Wrote reports',
    ]);
    expect(doc.education).toHaveLength(0);
    expect(doc.skills[0]?.keywords).toEqual(['Excel', 'SQL']);
  });

  it("follows the person's section order and leaves empty sections out", () => {
    const doc = resumeFromDraft(
      draft({
        personalInfo: { name: 'Lin' },
        experience: [{ title: 'Analyst', bullets: ['Did a thing'] }],
        skills: ['SQL'],
        sections: ['skills', 'education', 'experience', 'summary'],
      }),
    );
    expect(doc.sectionOrder).toEqual(['skills', 'work']);
    // Marked as the person's choice, so tailoring keeps it (issue 28.5).
    expect(doc.sectionOrderChosen).toBe(true);
  });

  it('uses the identity it is given (the generation request) over the draft', () => {
    const doc = resumeFromDraft(draft({ personalInfo: { name: 'Draft Name' } }), {
      name: 'Request Name',
      email: 'r@example.com',
      phone: '',
      location: 'Pune',
      linkedin: '',
      website: 'https://r.example.com',
    });
    expect(doc.basics).toMatchObject({
      name: 'Request Name',
      url: 'https://r.example.com',
      location: { text: 'Pune' },
    });
  });
});

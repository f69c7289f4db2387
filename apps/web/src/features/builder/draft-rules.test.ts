import { describe, expect, it } from 'vitest';
import {
  clampStep,
  cleanAiBullets,
  draftResumeText,
  emptyDraft,
  fromScratchRequest,
  generateBlocker,
  mergeSkills,
  moveSection,
  normalizeSkill,
  progressPercent,
  splitBullets,
  splitSkills,
  willGenerateCoverLetter,
} from './draft-rules.ts';

describe('builder steps', () => {
  it('clamps the step to 1..7', () => {
    expect(clampStep(0)).toBe(1);
    expect(clampStep(-3)).toBe(1);
    expect(clampStep(4)).toBe(4);
    expect(clampStep(8)).toBe(7);
    expect(clampStep(Number.NaN)).toBe(1);
  });
  it('shows progress as step / 7', () => {
    expect(progressPercent(7)).toBe(100);
    expect(progressPercent(1)).toBeCloseTo(100 / 7);
    expect(progressPercent(9)).toBe(100);
  });
});

describe('splitting what the person typed', () => {
  it('splits bullets on line breaks, trimmed, empties dropped', () => {
    expect(splitBullets(' Led the team \n\n  Cut costs by 10%\r\nShipped v2 ')).toEqual([
      'Led the team',
      'Cut costs by 10%',
      'Shipped v2',
    ]);
  });
  it('splits skills on commas or newlines', () => {
    expect(splitSkills('Go, SQL,,\n Docker \n')).toEqual(['Go', 'SQL', 'Docker']);
  });
});

describe('AI list clean-up', () => {
  it('removes list markers, lead-ins and case-insensitive duplicates', () => {
    expect(
      cleanAiBullets([
        'Here are your improved bullets:',
        '- Led a team of 5 engineers',
        '• led a team of 5 engineers',
        '2. Reduced build time by 40%',
        '* Shipped the billing service',
      ]),
    ).toEqual(['Led a team of 5 engineers', 'Reduced build time by 40%', 'Shipped the billing service']);
  });
  it('title-cases skills and upper-cases the short ones', () => {
    expect(normalizeSkill('sql')).toBe('SQL');
    expect(normalizeSkill('aws')).toBe('AWS');
    expect(normalizeSkill('project management')).toBe('Project Management');
  });
  it('merges suggested skills uniquely after the existing ones', () => {
    expect(mergeSkills(['Go', 'PostgreSQL'], ['go', 'sql', 'postgresql', 'kubernetes', 'SQL'])).toEqual([
      'Go',
      'PostgreSQL',
      'SQL',
      'Kubernetes',
    ]);
  });
});

describe('section reorder', () => {
  const sections = ['summary', 'experience', 'education', 'skills'] as const;
  it('moves the dragged section to the position of the target', () => {
    expect(moveSection([...sections], 'skills', 'summary')).toEqual([
      'skills',
      'summary',
      'experience',
      'education',
    ]);
    expect(moveSection([...sections], 'summary', 'education')).toEqual([
      'experience',
      'education',
      'summary',
      'skills',
    ]);
  });
  it('leaves the order alone for a drop on itself or an unknown section', () => {
    expect(moveSection([...sections], 'skills', 'skills')).toEqual([...sections]);
  });
});

describe('generate rules', () => {
  const named = () => {
    const draft = emptyDraft();
    draft.personalInfo.name = 'Asha Rao';
    draft.personalInfo.email = 'asha@example.com';
    return draft;
  };
  const user = { pending: false, isAdmin: false, credits: 1 };

  it('is enabled with a name, an email and a credit', () => {
    expect(generateBlocker(named(), user)).toBeNull();
  });
  it('is disabled while pending, without name or email, or under 1 credit for a non-admin', () => {
    expect(generateBlocker(named(), { ...user, pending: true })).toBe('pending');
    expect(generateBlocker({ ...named(), personalInfo: { ...named().personalInfo, name: ' ' } }, user)).toBe(
      'missing-name',
    );
    expect(generateBlocker({ ...named(), personalInfo: { ...named().personalInfo, email: '' } }, user)).toBe(
      'missing-email',
    );
    expect(generateBlocker(named(), { ...user, credits: 0 })).toBe('no-credits');
    expect(generateBlocker(named(), { ...user, credits: 0, isAdmin: true })).toBeNull();
  });
  it('generates the cover letter only with both job title and company', () => {
    const draft = named();
    expect(willGenerateCoverLetter(draft)).toBe(false);
    draft.jobDetails.jobTitle = 'Engineer';
    expect(willGenerateCoverLetter(draft)).toBe(false);
    draft.jobDetails.companyName = 'Acme';
    expect(willGenerateCoverLetter(draft)).toBe(true);
  });
  it('sends the whole draft with the generation fields, text boxes split', () => {
    const draft = named();
    draft.experience[0]!.bulletsText = 'Built APIs\nRan on-call';
    draft.skillsText = 'Go, SQL';
    draft.jobDescription = 'Target role text';
    const request = fromScratchRequest(draft);
    expect(request.candidateName).toBe('Asha Rao');
    expect(request.contact?.email).toBe('asha@example.com');
    expect(request.experience?.[0]?.bullets).toEqual(['Built APIs', 'Ran on-call']);
    expect(request.skills).toEqual(['Go', 'SQL']);
    expect(request.jobDescription).toBe('Target role text');
  });
});

describe('the text the live score reads', () => {
  it('is laid out as the resume: contact line, headings in the chosen order, dated roles, bullets', () => {
    const draft = emptyDraft();
    draft.personalInfo = {
      ...draft.personalInfo,
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 98450 12345',
    };
    draft.professionalSummary = 'Backend developer.';
    draft.experience[0] = {
      ...draft.experience[0]!,
      title: 'Software Engineer',
      company: 'Finverse Technologies',
      startDate: '2021-03',
      current: true,
      bulletsText: 'Built order APIs used by 40 stores\nCut deploys from 3 hours to 20 minutes',
    };
    draft.skillsText = 'Python, REST APIs';
    draft.sections = ['summary', 'skills', 'experience', 'education'];
    expect(draftResumeText(draft).split('\n')).toEqual([
      'Asha Rao',
      'asha@example.com | +91 98450 12345',
      '',
      'PROFESSIONAL SUMMARY',
      'Backend developer.',
      '',
      'SKILLS',
      'Python, REST APIs',
      '',
      'EXPERIENCE',
      'Software Engineer, Finverse Technologies | 2021-03 – Present',
      '• Built order APIs used by 40 stores',
      '• Cut deploys from 3 hours to 20 minutes',
    ]);
  });
});

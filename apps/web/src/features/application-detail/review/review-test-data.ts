import type { ApplicationReview, ReviewChange, ReviewStructure, Revision } from '@hireproof/contract';

/** A resume whose jobs were left under a heading the parser did not know, and one stray line. */
export function makeStructure(overrides: Partial<ReviewStructure> = {}): ReviewStructure {
  return {
    sections: [
      {
        id: 'X1',
        title: 'Where I Worked',
        other: false,
        lines: [
          { id: 'X1.B1', text: 'Platform Engineer, Juniper Ledger, 2009 – 2011' },
          { id: 'X1.B2', text: 'Kept forty services releasing daily.' },
        ],
      },
      { id: 'X2', title: 'Other', other: true, lines: [{ id: 'X2.B1', text: 'Go; Rust; Terraform' }] },
    ],
    entries: [
      {
        id: 'W1',
        kind: 'work',
        title: 'Backend Engineer',
        organisation: 'Acme',
        location: 'Austin, TX',
        start: '2020',
        end: 'Present',
        bullets: [
          { id: 'W1.B1', text: 'Built the billing API' },
          { id: 'W1.B2', text: 'Taught a night class in statistics' },
        ],
      },
      {
        id: 'E1',
        kind: 'education',
        title: 'BSc Computer Science',
        organisation: 'Northgate University',
        location: '',
        start: '2014',
        end: '2018',
        bullets: [],
      },
    ],
    ...overrides,
  };
}

export function makeChange(overrides: Partial<ReviewChange> = {}): ReviewChange {
  return {
    id: 0,
    kind: 'bullet',
    targetId: 'W1.B2',
    before: 'Responsible for the billing API',
    after: 'Built the billing API',
    reason: 'a weak opener became an action verb; it shows REST APIs, which the job asks for',
    rule: 'weak-opener',
    keywords: ['REST APIs'],
    sources: [{ id: 'W1.B2', text: 'Responsible for the billing API' }],
    decision: 'pending',
    ...overrides,
  };
}

export function makeReview(overrides: Partial<ApplicationReview> = {}): ApplicationReview {
  return {
    applicationId: 'app-1',
    revision: 0,
    changes: [
      makeChange(),
      makeChange({ id: 1, kind: 'skills-added', targetId: 'K1', before: '', after: 'Docker' }),
    ],
    suggestions: [
      {
        id: 0,
        targetId: 'W1.B3',
        text: 'Cut page load time by [X%]',
        reason: 'a figure would make this line stronger',
        placeholders: ['[X%]'],
        filled: null,
      },
    ],
    resumeTemplateId: 'classic',
    coverLetterTemplateId: 'classic',
    pageSize: 'A4',
    coverLetter: ['Dear Acme team,', 'I would love to join.'],
    scores: {
      before: { overall: 61, ats: 70, clarity: 65, impact: 40, keywordsMatched: 5, keywordsTotal: 12 },
      after: { overall: 74, ats: 82, clarity: 71, impact: 52, keywordsMatched: 7, keywordsTotal: 12 },
    },
    keywordCeiling: 8,
    flags: [],
    structure: makeStructure(),
    ...overrides,
  };
}

export function makeRevision(overrides: Partial<Revision> = {}): Revision {
  return {
    number: 1,
    action: 'generated',
    description: 'The tailored resume as generated',
    by: 'you',
    createdAt: '2026-03-05T12:00:02.000Z',
    current: false,
    ...overrides,
  };
}

import { describe, expect, it } from 'vitest';
import { emptyResumeDocument } from '../../packages/engine/src/model/resume-document.ts';
import {
  alignEntries,
  emptyScores,
  fold,
  foreignWords,
  formatScores,
  jsonSectionTitles,
  lostLines,
  type ResumeLabel,
  sameText,
  scoreFile,
} from './parse-labels.ts';

const label: ResumeLabel = {
  name: 'Ines Castro',
  email: 'ines@example.org',
  phone: '(+351) 912-345-678',
  location: 'Porto, Portugal',
  links: ['linkedin.com/in/inesc'],
  work: [
    {
      title: 'Data Engineer',
      employer: 'Sardinha Labs',
      location: 'Porto, Portugal',
      start: '2021-03',
      end: 'present',
      bullets: 2,
      first_bullet_starts: 'Built the ingestion pipeline for',
    },
  ],
  education: [
    { institution: 'Universidade do Porto', degree: 'MSc in Informatics', end: '2020', score: '17/20' },
  ],
  skills: ['Python', 'dbt'],
  sections: ['Experience', 'Education', 'Skills'],
};

function parsedDocument() {
  const doc = emptyResumeDocument();
  doc.basics = {
    name: 'INES CASTRO',
    email: 'ines@example.org',
    phone: '(+351) 912-345-678',
    location: { text: 'Porto, Portugal' },
    profiles: [{ network: 'LinkedIn', username: 'inesc', url: 'https://www.linkedin.com/in/inesc' }],
  };
  doc.work = [
    {
      id: 'W1',
      position: 'Data Engineer',
      company: 'Sardinha Labs',
      location: 'Porto, Portugal',
      start: { text: 'Mar 2021', iso: '2021-03' },
      end: { text: 'Present' },
      current: true,
      highlights: [
        { id: 'W1.B1', text: 'Built the ingestion pipeline for 40 sources.' },
        { id: 'W1.B2', text: 'Cut warehouse cost by 30%.' },
      ],
    },
  ];
  doc.education = [
    {
      id: 'E1',
      institution: 'Universidade do Porto',
      studyType: 'MSc',
      area: 'Informatics',
      end: { text: '2020', iso: '2020' },
      score: { kind: 'other', text: 'Grade: 17/20' },
      courses: [],
      highlights: [],
    },
  ];
  doc.skills = [{ id: 'K1', name: '', keywords: ['Python', 'dbt'] }];
  return doc;
}

describe('parse-labels evaluation', () => {
  it('folds case, dashes, quotes and soft hyphens', () => {
    expect(fold('Co\u00ADfounder – Panini’s')).toBe("co-founder - panini's");
    expect(sameText('Employer.', 'employer')).toBe(true);
    expect(sameText('Employer', 'Employer City')).toBe(false);
  });

  it('scores a matching file as all correct, and a value in the wrong field as wrong', () => {
    const scores = emptyScores();
    const doc = parsedDocument();
    scoreFile(
      'a.pdf',
      label,
      { document: doc, sectionTitles: ['EXPERIENCE', 'EDUCATION', 'SKILLS'], sourceText: '', lostLines: [] },
      scores,
    );
    expect(scores.work.matched).toBe(1);
    expect(scores.education.matched).toBe(1);
    expect(scores.bullets.pass).toBe(1);
    expect(scores.contact.phone.pass).toBe(1);
    expect(scores.sectionFilesExact.pass).toBe(1);

    const swapped = emptyScores();
    const wrong = parsedDocument();
    const entry = wrong.work[0];
    if (entry) Object.assign(entry, { position: 'Sardinha Labs', company: 'Data Engineer' });
    scoreFile('b.pdf', label, { document: wrong, sectionTitles: [], sourceText: '', lostLines: [] }, swapped);
    expect(swapped.work.matched).toBe(0);
    expect(swapped.workFields.title.pass).toBe(0);
    expect(swapped.workFields.employer.pass).toBe(0);
    expect(formatScores(swapped, 1).join('\n')).toContain('work entries F1');
  });

  it('aligns each labelled entry with the parsed entry that agrees most', () => {
    expect(alignEntries([1, 5], [5, 9, 1], (a, b) => (a === b ? 1 : 0))).toEqual([1, 5]);
    expect(alignEntries([2], [3], () => 0)).toEqual([undefined]);
  });

  it('finds lost lines and invented words', () => {
    const doc = parsedDocument();
    const source = 'Ines Castro\n12 Rua das Flores\nEmail: ines@example.org\nExperience';
    expect(lostLines(doc, source, [], ['Experience'])).toEqual(['12 Rua das Flores']);
    expect(lostLines(doc, source, ['12 Rua das Flores'], ['Experience'])).toEqual([]);
    expect(foreignWords(doc, 'Ines Castro')).toContain('sardinha');
  });

  it('reads the content-holding top-level keys of a JSON Resume file', () => {
    expect(
      jsonSectionTitles('{"basics":{"name":"A"},"work":[],"skills":[{"name":"x"}],"meta":{"v":1}}'),
    ).toEqual(['basics', 'skills']);
  });
});

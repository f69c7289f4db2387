import { describe, expect, it } from 'vitest';
import { makeResume, sampleBackendResume } from '../analyze/test-support.ts';
import { type FabricationKind, verifyDocument, verifyEdit, verifyText } from './verify.ts';

const kinds = (list: { kind: FabricationKind }[]) => list.map((f) => f.kind);

describe('verifyText', () => {
  const source = ['Managed a team of 5 engineers building React and Node.js services at Acme Corp'];

  it('accepts a faithful rewrite, other spellings of its numbers, aliases and placeholders', () => {
    expect(
      verifyText(
        source,
        'Managed five engineers building ReactJS and Node services at Acme Corp, cutting [metric] by [X%]',
      ),
    ).toEqual([]);
  });
  it('finds a name glued to punctuation in the source as the same word, and still catches a new one', () => {
    const contact = 'ana@kiln.example | 555 0142 | ab367@glaze.edu';
    expect(verifyText([contact], contact)).toEqual([]);
    expect(kinds(verifyText([contact], 'Fired pots at Zq42 Studio'))).toContain('employer');
  });
  it('catches a new number', () => {
    expect(verifyText(source, 'Managed a team of 8 engineers')).toMatchObject([
      { kind: 'number', value: '8' },
    ]);
    expect(kinds(verifyText(['Grew revenue'], 'Grew revenue by 30 percent'))).toEqual(['number']);
  });
  it('catches a new date', () => {
    expect(kinds(verifyText(source, 'Managed 5 engineers since 2016'))).toEqual(['date']);
  });
  it('catches a new tool from the skills dictionary', () => {
    expect(verifyText(source, 'Managed 5 engineers building React services on Kubernetes')).toMatchObject([
      { kind: 'tool', value: 'Kubernetes' },
    ]);
  });
  it('catches a new certification', () => {
    expect(kinds(verifyText(source, 'Managed 5 engineers as a PMP'))).toEqual(['certification']);
  });
  it('catches new employers, schools, titles and degrees', () => {
    expect(verifyText(source, 'Managed 5 engineers at Globex Industries')).toMatchObject([
      { kind: 'employer', value: 'Globex Industries' },
    ]);
    expect(kinds(verifyText(source, 'Studied at Stanford University'))).toEqual(['school']);
    expect(kinds(verifyText(source, 'Worked as Principal Engineer'))).toContain('title');
    expect(kinds(verifyText(source, "Earned a master's degree"))).toEqual(['degree']);
  });
  it('catches scope inflation', () => {
    expect(verifyText(['Helped with the data migration'], 'Led the data migration')).toMatchObject([
      { kind: 'scope', value: 'Led' },
    ]);
    expect(verifyText(['Led the data migration'], 'Led the data migration')).toEqual([]);
  });
  it('lets allowed terms through', () => {
    expect(
      verifyText(source, 'Seeking a Staff Engineer role at Initech', {
        allowedTerms: ['Staff Engineer', 'Initech'],
      }),
    ).toEqual([]);
  });
});

describe('verifyDocument', () => {
  const source = makeResume({
    work: [
      {
        company: 'Acme Corp',
        position: 'Data Analyst',
        start: 'Jan 2020',
        end: 'Mar 2023',
        bullets: ['Built 3 dashboards in Tableau'],
      },
    ],
    education: [{ institution: 'State University', studyType: 'B.S.', area: 'Statistics', end: '2019' }],
    skills: [{ name: 'Tools', keywords: ['SQL', 'Tableau'] }],
    certificates: [{ name: 'Tableau Desktop Specialist' }],
  });

  it('finds nothing when the document is unchanged', () => {
    expect(verifyDocument(source, structuredClone(source))).toEqual([]);
  });

  it('catches every kind of fabrication', () => {
    const result = structuredClone(source);
    result.work[0]!.company = 'Globex';
    result.work[0]!.position = 'Senior Data Scientist';
    result.work[0]!.end = { text: 'Present' };
    result.work[0]!.highlights[0]!.text = 'Led 12 dashboards in Tableau and Looker';
    result.education[0]!.institution = 'Harvard University';
    result.education[0]!.studyType = 'M.S.';
    result.certificates.push({ id: 'C2', name: 'AWS Certified Solutions Architect' });
    result.skills[0]!.keywords.push('Snowflake');
    const found = verifyDocument(source, result);
    for (const kind of [
      'employer',
      'title',
      'date',
      'school',
      'degree',
      'certification',
      'number',
      'tool',
      'scope',
    ] as const) {
      expect(kinds(found), kind).toContain(kind);
    }
    expect(found.find((f) => f.kind === 'number')).toMatchObject({ value: '12', targetId: 'W1.B1' });
    expect(found.find((f) => f.kind === 'tool' && f.targetId === 'W1.B1')?.value).toBe('Looker');
  });

  it('allows keywords the user confirmed and the job title in the summary', () => {
    const result = structuredClone(source);
    result.skills[0]!.keywords.push('Snowflake');
    result.summary = { id: 'S', text: 'Data Analyst at Acme Corp. Seeking a Analytics Engineer role.' };
    expect(
      verifyDocument(source, result, { allowedKeywords: ['Snowflake'], context: ['Analytics Engineer'] }),
    ).toEqual([]);
  });
});

describe('verifyEdit', () => {
  const doc = sampleBackendResume();
  const base = {
    targetId: 'W1.B1',
    original: 'Responsible for managing the migration of billing services to k8s on Amazon Web Services',
    sourceIds: ['W1.B1'],
  };
  it('accepts a faithful rewrite as MODIFIED', () => {
    const check = verifyEdit(
      {
        ...base,
        value: 'Managed the migration of billing services to Kubernetes on AWS, cutting [metric] by [X%]',
      },
      doc,
    );
    expect(check).toMatchObject({ ok: true, verdict: 'MODIFIED' });
  });
  it('rejects identity targets, stale originals and unknown sources', () => {
    expect(verifyEdit({ ...base, targetId: 'W1', value: 'x' }, doc).verdict).toBe('REJECTED');
    expect(verifyEdit({ ...base, original: 'Something else', value: 'x' }, doc).reasons).toContain(
      'the original text does not match the resume',
    );
    expect(verifyEdit({ ...base, sourceIds: ['W9.B9'], value: 'Managed the migration' }, doc).verdict).toBe(
      'REJECTED',
    );
  });
  it('rejects new numbers and tools unless the user allowed the keyword', () => {
    const value = 'Managed the migration of 40 billing services to k8s on Amazon Web Services with Terraform';
    const check = verifyEdit({ ...base, value }, doc);
    expect(check.verdict).toBe('REJECTED');
    expect(kinds(check.fabrications).sort()).toEqual(['number', 'tool']);
    const allowed = verifyEdit({ ...base, value: value.replace('40 ', '') }, doc, {
      allowedKeywords: ['Terraform'],
    });
    expect(allowed.ok).toBe(true);
  });
  it('flags rewrites the cited facts do not support', () => {
    const check = verifyEdit(
      {
        ...base,
        value: 'Negotiated vendor contracts while coaching regional marketing staff on brand strategy',
      },
      doc,
    );
    expect(check.verdict).toBe('UNSUPPORTED');
  });
});

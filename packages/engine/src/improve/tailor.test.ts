import { describe, expect, it } from 'vitest';
import { BACKEND_JOB, makeResume, sampleBackendResume } from '../analyze/test-support.ts';
import { describedResume } from '../render/sample-documents.ts';
import { checkWriterOutput } from './gates.ts';
import { hasPlaceholder } from './placeholders.ts';
import { skillGroupFor, tailor } from './tailor.ts';
import { verifyDocument } from './verify.ts';

const job = { title: 'Senior Backend Engineer', company: 'Northwind Logistics', description: BACKEND_JOB };
const today = new Date(Date.UTC(2025, 5, 1));

describe('tailor', () => {
  const source = sampleBackendResume();
  const result = tailor(source, job, { today });
  const { document, changes, fabrications } = result;

  it("keeps the person's own summary", () => {
    expect(document.summary).toEqual(source.summary);
    expect(changes.some((c) => c.kind === 'summary')).toBe(false);
  });

  it("keeps an order the person chose (the builder's Skills second) and records no reordering", () => {
    const chosen = ['summary', 'skills', 'work', 'education'] as const;
    expect(source.sectionOrder).not.toEqual(chosen);
    const arranged = { ...source, sectionOrder: [...chosen], sectionOrderChosen: true };
    const out = tailor(arranged, job, { today });
    expect(out.document.sectionOrder).toEqual(chosen.filter((key) => source.sectionOrder.includes(key)));
    expect(out.changes.some((c) => c.kind === 'section-order')).toBe(false);
    // A summary written for a chosen order without one opens it, recorded as the summary alone.
    const { summary: _, ...rest } = arranged;
    const bare = { ...rest, sectionOrder: ['skills', 'work', 'education'] as typeof arranged.sectionOrder };
    const written = tailor(bare, job, { today });
    expect(written.document.sectionOrder).toEqual(['summary', 'skills', 'work', 'education']);
    expect(written.changes.map((c) => c.kind)).toContain('summary');
    expect(written.changes.some((c) => c.kind === 'section-order')).toBe(false);
    // The same order, not chosen (an uploaded resume), is put in the standard order.
    const uploaded = tailor({ ...arranged, sectionOrderChosen: undefined }, job, { today });
    expect(uploaded.changes.some((c) => c.kind === 'section-order')).toBe(true);
  });

  it('writes a summary from facts only when there is none, and records it', () => {
    const { summary: _, ...rest } = source;
    const bare = { ...rest, sectionOrder: source.sectionOrder.filter((k) => k !== 'summary') };
    const out = tailor(bare, job, { today });
    expect(out.document.summary?.text).toMatch(
      /^I am a Backend Developer with 5 years of experience at Acme Payments/,
    );
    expect(out.document.sectionOrder[0]).toBe('summary');
    expect(out.changes.find((c) => c.kind === 'summary')).toMatchObject({
      rule: 'summary-from-facts',
      sourceIds: expect.arrayContaining(['B', 'W1']),
    });
    expect(checkWriterOutput(bare, job, { tailored: out })).toEqual([]);
  });

  it('strengthens weak bullets with a recorded edit and puts no placeholder in the document', () => {
    const bullets = changes.filter((c) => c.kind === 'bullet');
    expect(bullets.map((c) => c.targetId).sort()).toEqual(['W1.B1', 'W1.B2', 'W1.B4', 'W2.B2']);
    for (const change of bullets) {
      expect(change.rule).toBe('weak-opener');
      expect(change.sourceIds).toEqual([change.targetId]);
      expect(hasPlaceholder(change.after)).toBe(false);
    }
    expect(bullets.find((c) => c.targetId === 'W2.B2')?.keywords).toEqual(['Docker']);
    const w1b1 = document.work[0]!.highlights.find((b) => b.id === 'W1.B1')!;
    expect(w1b1.text).toBe('Managed the migration of billing services to k8s on Amazon Web Services');
    const texts = document.work.flatMap((w) => w.highlights.map((b) => b.text));
    expect(texts.filter(hasPlaceholder)).toEqual([]);
  });

  it('keeps figure prompts as suggestions beside the document', () => {
    const suggestion = result.suggestions?.find((s) => s.targetId === 'W1.B2');
    expect(suggestion?.text).toMatch(/^Handled REST API design for the merchant dashboard, .*\[X%\]/);
    expect(suggestion?.placeholders.length).toBeGreaterThan(0);
  });

  it('orders bullets by relevance as a permutation of the same ids', () => {
    const ids = (doc: typeof source) => doc.work.map((w) => w.highlights.map((b) => b.id).sort());
    expect(ids(document)).toEqual(ids(source));
    expect(document.work[1]!.highlights[0]!.id).toBe('W2.B2'); // Docker, which the job asks for
  });

  it('orders skills by the job weights', () => {
    const skills = document.skills[0]!.keywords;
    expect([...skills].sort()).toEqual([...source.skills[0]!.keywords].sort());
    expect(skills.indexOf('Docker')).toBeLessThan(skills.indexOf('Python'));
    expect(skills.at(-1)).toBe('Git');
  });

  /** One current role with one bullet and a skills list of Python, against a data posting's requirements. */
  const oneBullet = (bullet: string, requirements: string) => ({
    resume: makeResume({
      work: [{ company: 'Globex', position: 'Engineer', start: '2020', current: true, bullets: [bullet] }],
      skills: [{ name: 'Skills', keywords: ['Python'] }],
    }),
    job: {
      title: 'Data Engineer',
      company: 'Initech',
      description: `Data Engineer\n\nRequirements:\n${requirements}`,
    },
  });

  it('adds a job keyword to the skills only where a bullet shows it, with that evidence', () => {
    const { resume, job } = oneBullet(
      'Built event pipelines on Kafka for billing',
      '- Kafka and Python\n- Terraform',
    );
    const out = tailor(resume, job);
    expect(out.document.skills[0]!.keywords).toEqual(expect.arrayContaining(['Kafka', 'Python']));
    expect(out.document.skills[0]!.keywords).not.toContain('Terraform');
    expect(out.changes.find((c) => c.kind === 'skills-added')).toMatchObject({
      after: 'Kafka',
      rule: 'skill-from-evidence',
      sourceIds: ['W1.B1'],
    });
    expect(checkWriterOutput(resume, job, { tailored: out })).toEqual([]);
  });

  it('does not list as a skill a name among those the work is used by', () => {
    const { resume, job } = oneBullet(
      'Built the Kafka billing pipeline, used daily by Asana and Dropbox',
      '- Kafka and Python\n- Asana and Dropbox',
    );
    const added = tailor(resume, job)
      .changes.filter((c) => c.kind === 'skills-added')
      .map((c) => c.after);
    expect(added).toEqual(['Kafka']);
  });

  it('keeps every identity field, verifies clean and passes every gate', () => {
    expect(fabrications).toEqual([]);
    expect(verifyDocument(source, document, { context: [job.title, job.company] })).toEqual([]);
    expect(document.work.map((w) => [w.company, w.position, w.start, w.end])).toEqual(
      source.work.map((w) => [w.company, w.position, w.start, w.end]),
    );
    expect(checkWriterOutput(source, job, { tailored: result })).toEqual([]);
  });

  it('never upgrades a level word', () => {
    const resume = makeResume({
      summary: 'Office administrator with basic Excel.',
      work: [
        {
          company: 'Globex',
          position: 'Administrator',
          start: '2020',
          current: true,
          bullets: ['Helped with basic Excel reports'],
        },
      ],
      skills: [{ keywords: ['Excel basics'] }],
    });
    const excelJob = {
      title: 'Analyst',
      company: 'Initech',
      description: 'Requirements:\n- Advanced Excel\n- Expert in reporting',
    };
    const out = tailor(resume, excelJob);
    expect(JSON.stringify(out.document)).not.toMatch(/advanced|expert/i);
    expect(checkWriterOutput(resume, excelJob, { tailored: out })).toEqual([]);
  });
});

describe('tailor: a job’s description and sub-bullets', () => {
  const source = describedResume();
  const out = tailor(source, job, { today });

  it('keeps the description verbatim and grounds on it', () => {
    expect(out.document.work.map((w) => w.summary)).toEqual(source.work.map((w) => w.summary));
    expect(out.fabrications).toEqual([]);
    expect(checkWriterOutput(source, job, { tailored: out })).toEqual([]);
  });

  it('moves a bullet together with its sub-bullets and drops none', () => {
    const before = source.work[0]!.highlights;
    const after = out.document.work[0]!.highlights;
    expect(after.map((b) => b.id).sort()).toEqual(before.map((b) => b.id).sort());
    const parent = after.findIndex((b) => b.id === 'W1.B2');
    expect(after.slice(parent + 1, parent + 3).map((b) => [b.id, b.level])).toEqual([
      ['W1.B4', 1],
      ['W1.B5', 1],
    ]);
  });

  it('lets a writer use the description’s facts as the person’s', () => {
    const edited = structuredClone(out.document);
    // Redis and the 14 data centres are written only in the second job's description.
    edited.summary = { id: 'S', text: `${source.summary?.text} Ran payments on Redis in 14 data centres.` };
    expect(verifyDocument(source, edited, { context: [job.title, job.company] })).toEqual([]);
    const elsewhere = {
      ...edited,
      summary: { id: 'S' as const, text: 'Ran payments on Redis in 15 data centres.' },
    };
    expect(verifyDocument(source, elsewhere, { context: [job.title, job.company] })).toEqual([
      { kind: 'number', value: '15', targetId: 'S' },
    ]);
  });
});

describe('tailor: where added skills and leftover lines go', () => {
  const twoGroups = () =>
    makeResume({
      name: 'Rhea Castell',
      work: [
        {
          company: 'Lumen Freight',
          position: 'Backend Engineer',
          start: 'Jan 2020',
          current: true,
          bullets: ['Deployed services on Kubernetes with Docker and wrote REST APIs in Node.js'],
        },
      ],
      skills: [
        { name: 'Programming', keywords: ['Python', 'JavaScript', 'TypeScript'] },
        { name: 'Tools', keywords: ['Git', 'Jenkins'] },
      ],
    });

  it('files an added skill with the group whose members are most like it, not the first group', () => {
    const out = tailor(twoGroups(), job, { today });
    const added = out.changes.filter((c) => c.kind === 'skills-added');
    expect(added.map((c) => c.after)).toEqual(expect.arrayContaining(['Docker', 'Kubernetes']));
    const tools = out.document.skills.find((g) => g.name === 'Tools')!;
    const programming = out.document.skills.find((g) => g.name === 'Programming')!;
    for (const change of added.filter((c) => ['Docker', 'Kubernetes'].includes(c.after))) {
      expect(change.targetId).toBe(tools.id);
      expect(tools.keywords).toContain(change.after);
      expect(programming.keywords).not.toContain(change.after);
    }
    expect(checkWriterOutput(twoGroups(), job, { tailored: out })).toEqual([]);
  });

  it('never files a tool under a group of another kind because both are tools', () => {
    const doc = twoGroups();
    doc.skills = [
      { id: 'K1', name: 'Databases', keywords: ['PostgreSQL', 'MongoDB', 'Redis'] },
      { id: 'K2', name: 'Tools', keywords: ['Docker', 'Kubernetes', 'Git'] },
    ];
    expect(skillGroupFor(doc, 'GitHub Actions').name).toBe('Tools');
    expect(skillGroupFor(doc, 'MySQL').name).toBe('Databases');
    doc.skills = [
      { id: 'K1', name: 'Databases', keywords: ['PostgreSQL', 'MongoDB', 'Redis'] },
      { id: 'K2', name: 'Languages', keywords: ['Python', 'Go'] },
    ];
    expect(skillGroupFor(doc, 'GitHub Actions').name).toBe('Additional Skills');
  });

  it('uses a neutral group when no group is alike', () => {
    const doc = twoGroups();
    doc.skills = [
      { id: 'K1', name: 'Languages', keywords: ['English', 'Hindi'] },
      { id: 'K2', name: 'Hobbies', keywords: ['Chess'] },
    ];
    const group = skillGroupFor(doc, 'Kubernetes');
    expect(group.name).toBe('Additional Skills');
    expect(doc.skills).toHaveLength(3);
    expect(skillGroupFor(doc, 'Docker')).toBe(group);
  });

  it("keeps the parser's unplaced lines, under a heading that does not read 'Other'", () => {
    const doc = twoGroups();
    doc.custom = [{ id: 'C1', title: 'Other', items: [{ id: 'C1.B1', text: '12 Harbour Road, Dunmore' }] }];
    doc.sectionOrder = [...doc.sectionOrder, 'custom'];
    const out = tailor(doc, job, { today });
    const section = out.document.custom[0]!;
    expect(section.title).toBe('Additional Information');
    expect(section.items.map((i) => i.text)).toEqual(['12 Harbour Road, Dunmore']);
    expect(out.changes).toContainEqual(expect.objectContaining({ kind: 'heading', before: 'Other' }));
    expect(checkWriterOutput(doc, job, { tailored: out })).toEqual([]);
  });
});

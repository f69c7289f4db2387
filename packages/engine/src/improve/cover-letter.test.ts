import { describe, expect, it } from 'vitest';
import { assessFit } from '../analyze/fit.ts';
import { BACKEND_JOB, makeResume, sampleBackendResume } from '../analyze/test-support.ts';
import {
  firstPersonClause,
  JOB_SOURCE_ID,
  letterParagraphs,
  splitBetweenEntries,
  verifyCoverLetter,
  writeCoverLetter,
} from './cover-letter.ts';
import { checkWriterOutput } from './gates.ts';
import { factTexts } from './verify.ts';

const job = { title: 'Senior Backend Engineer', company: 'Northwind Logistics', description: BACKEND_JOB };
const today = new Date(Date.UTC(2025, 5, 1));

/** Two roles with enough written work for a full letter (our own text). */
function richResume() {
  return makeResume({
    name: 'Dana Whitfield',
    work: [
      {
        company: 'Harbor Freight Systems',
        position: 'Backend Engineer',
        start: 'Mar 2021',
        current: true,
        bullets: [
          'Designed the Node.js order service that routes parcels between twelve regional depots every night',
          'Reduced p95 latency of the tracking API by 40% by adding Redis caching in front of PostgreSQL',
          'Automated container builds with Docker and GitHub Actions so releases went out twice a week',
          'Mentored three new engineers through their first on-call rotations and code reviews',
        ],
      },
      {
        company: 'Quillon Software',
        position: 'Software Developer',
        start: 'Jul 2017',
        end: 'Feb 2021',
        bullets: [
          'Built internal reporting tools in Python and PostgreSQL used by the finance and support teams',
          'Migrated the billing jobs from cron scripts to a queue-based worker with retries and alerting',
          'Wrote integration tests for the payments module that caught regressions before each release',
        ],
      },
    ],
    education: [{ institution: 'Riverside University', studyType: 'B.S.', area: 'Computer Science' }],
    skills: [
      { name: 'Skills', keywords: ['Node.js', 'TypeScript', 'PostgreSQL', 'Docker', 'Redis', 'Python'] },
    ],
  });
}

/** The two roles of `richResume` told with a line more each, as a person with more to say would write them. */
function fullResume() {
  const resume = richResume();
  resume.work[0]!.highlights.push({
    id: 'W1.B5',
    text: 'Replaced the nightly batch export with an event stream so depot managers see parcel status within a minute',
  });
  resume.work[1]!.highlights.push({
    id: 'W2.B4',
    text: 'Reviewed pull requests for a team of six and kept the shared style guide for the Python services up to date',
  });
  return resume;
}

describe('writeCoverLetter', () => {
  const resume = sampleBackendResume();
  const letter = writeCoverLetter(resume, job, { today });

  it('opens with the role, the company and one grounded line of fit', () => {
    expect(letter.paragraphs[0]).toBe(
      'I am writing to apply for the Senior Backend Engineer position at Northwind Logistics. I bring 5 years of experience, most recently as a Software Engineer at Acme Payments, where I have worked since 2021. Before that, I spent 1 year as a Junior Developer at Bluebird Labs.',
    );
    expect(letter.signature).toBe('Priya Raman');
    expect(letterParagraphs(letter)).toHaveLength(letter.paragraphs.length + 3);
  });

  it("says the person's own years of experience where their summary states them, not the dates' count", () => {
    const stating = sampleBackendResume();
    stating.summary = { id: 'S', text: 'Backend engineer with 6+ years of experience in payments.' };
    const stated = writeCoverLetter(stating, job, { today });
    expect(stated.paragraphs[0]).toContain('I bring 6+ years of experience, most recently');
    expect(verifyCoverLetter(stating, stated, job)).toEqual([]);
    expect(checkWriterOutput(stating, job, { letter: stated })).toEqual([]);
    // Two different figures in one summary: neither is the person's answer, so the dates are counted.
    stating.summary.text = 'Engineer with 6 years of experience, 3 years of Go experience.';
    expect(writeCoverLetter(stating, job, { today }).paragraphs[0]).toContain(
      'I bring 5 years of experience',
    );
  });

  it('opens each role with its most relevant line, in resume order, and tells no line twice', () => {
    const body = letter.paragraphs[1]!;
    expect(body.startsWith('At Acme Payments, I have managed the migration of billing services')).toBe(true);
    expect(body).toContain('At Bluebird Labs, I assisted in deploying services with Docker.');
    expect(body.indexOf('At Acme Payments')).toBeLessThan(body.indexOf('At Bluebird Labs'));
    for (const bullet of resume.work.flatMap((w) => w.highlights)) {
      const cited = letter.sentences.filter(
        (s) => s.sourceIds.includes(bullet.id) && s.text.startsWith('At '),
      );
      expect(cited.length, bullet.id).toBeLessThanOrEqual(1);
    }
  });

  it('fills a two-role letter to 250–400 words with further lines of the roles, each told once', () => {
    const full = writeCoverLetter(fullResume(), job, { today });
    expect(full.wordCount).toBeGreaterThanOrEqual(250);
    expect(full.wordCount).toBeLessThanOrEqual(400);
    const bulletIds = fullResume().work.flatMap((w) => w.highlights.map((b) => b.id));
    const told = bulletIds.filter((id) => full.sentences.some((s) => s.sourceIds[0] === id));
    expect(told.length).toBeGreaterThan(2);
    const text = full.paragraphs.join(' ');
    // Every line told once: its own words appear in one sentence only.
    for (const phrase of [
      'routes parcels',
      'p95 latency',
      'container builds',
      'reporting tools',
      'billing jobs',
    ])
      expect(text.split(phrase).length - 1, phrase).toBeLessThanOrEqual(1);
    // The current role's finished work in the present perfect, the ended role's in the past.
    expect(text).toMatch(/At Harbor Freight Systems, I have \w+/);
    expect(text).toMatch(/At Quillon Software, I (built|migrated|wrote|reviewed)\b/);
    expect(text).not.toMatch(/\bI (have )?(also )?(Designed|Reduced|Built)\b/);
    expect(text).toMatch(/Before that, I spent \d years as a Software Developer at Quillon Software\./);
    expect(text).toContain('I hold a B.S. in Computer Science from Riverside University.');
    expect(checkWriterOutput(fullResume(), job, { letter: full })).toEqual([]);
  });

  it('stays short and unpadded when the resume runs out of lines to tell', () => {
    const thin = makeResume({
      name: 'Sam Okafor',
      work: [
        {
          company: 'Harbor Freight Systems',
          position: 'Backend Engineer',
          start: 'Mar 2021',
          current: true,
          bullets: ['Designed the Node.js order service for the regional depots'],
        },
        {
          company: 'Quillon Software',
          position: 'Software Developer',
          start: 'Jul 2017',
          end: 'Feb 2021',
          bullets: ['Built internal reporting tools in Python'],
        },
      ],
    });
    const short = writeCoverLetter(thin, job, { today });
    expect(short.wordCount).toBeLessThan(250);
    const keys = short.sentences.map((s) => s.text.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
    expect(short.paragraphs.join(' ').split('order service').length - 1).toBe(1);
    expect(checkWriterOutput(thin, job, { letter: short })).toEqual([]);
  });

  it('tells a role still held beside the latest one in the present, not as years spent before', () => {
    const rich = richResume();
    rich.work.push({
      id: 'W3',
      company: 'Lakeside Code Club',
      position: 'Volunteer Mentor',
      start: { text: 'Jan 2016', iso: '2016-01' },
      current: true,
      highlights: [],
    });
    const opening = writeCoverLetter(rich, job, { today }).paragraphs[0]!;
    expect(opening).toContain(
      'I also work as a Volunteer Mentor at Lakeside Code Club, where I have worked since 2016.',
    );
    expect(opening).not.toMatch(/spent \d+ years as a Volunteer Mentor/);
    expect(opening).toMatch(/Before that, I spent \d years as a Software Developer at Quillon Software\./);
  });

  it("tells a current role's ongoing lines in the present, each once, the opening's 'current work' included", () => {
    const rich = richResume();
    rich.work[0]!.highlights = [
      {
        id: 'W1.B1',
        text: 'Developing the Node.js order service that routes parcels between regional depots',
      },
      { id: 'W1.B2', text: 'Maintaining the PostgreSQL schemas of the tracking and billing services' },
    ];
    const out = writeCoverLetter(rich, job, { today });
    const text = out.paragraphs.join(' ');
    expect(text).toContain('At Harbor Freight Systems, I am developing the Node.js order service');
    expect(text).toContain('I am also maintaining the PostgreSQL schemas');
    for (const phrase of ['order service that routes parcels', 'PostgreSQL schemas'])
      expect(text.split(phrase).length - 1, phrase).toBe(1);
    expect(checkWriterOutput(rich, job, { letter: out })).toEqual([]);
  });

  it('claims no fit when the resume and posting share almost nothing', () => {
    const housekeeping = {
      title: 'Housekeeper',
      company: 'Maple Court',
      description: 'Requirements:\n- Laundry, vacuuming and sanitizing guest rooms\n- Forklift certification',
    };
    const rich = richResume();
    expect(assessFit(rich, housekeeping).low).toBe(true);
    const far = writeCoverLetter(rich, housekeeping, { today });
    const text = far.paragraphs.join(' ');
    expect(text).toContain('most recently as a Backend Engineer at Harbor Freight Systems');
    // Said once in the opening: the honest sentence does not name the role again.
    expect(far.paragraphs[0]!.match(/as a Backend Engineer/g)).toHaveLength(1);
    expect(text).toContain('My experience so far has been in other work');
    // Said after the roles are told, so 'Before that' still follows the latest role.
    const opening = far.paragraphs[0]!;
    expect(opening.indexOf('Before that')).toBeGreaterThan(0);
    expect(opening.indexOf('My experience so far')).toBeGreaterThan(opening.indexOf('Before that'));
    expect(text).not.toMatch(/drew me|matches|this role requires/);
    // The tools of other work are not pitched to a posting that asks for none of them.
    expect(text).not.toMatch(/Docker|Kubernetes|PostgreSQL|Redis|Node\.js|Python/);
    expect(checkWriterOutput(rich, housekeeping, { letter: far })).toEqual([]);
    expect(assessFit(rich, { description: BACKEND_JOB }).low).toBe(false);
  });

  it('is shorter, never padded, when the facts run out', () => {
    expect(letter.wordCount).toBeLessThan(250);
    expect(letter.wordCount).toBeGreaterThan(100);
  });

  it('grounds every sentence in a resume fact or the job ad, and passes every gate', () => {
    const ids = new Set([...factTexts(resume).keys(), JOB_SOURCE_ID]);
    expect(letter.sentences.map((s) => s.text).join(' ')).toBe(letter.paragraphs.join(' '));
    for (const sentence of letter.sentences) {
      expect(sentence.sourceIds.length).toBeGreaterThan(0);
      for (const id of sentence.sourceIds) expect(ids.has(id), id).toBe(true);
    }
    expect(verifyCoverLetter(resume, letter, job)).toEqual([]);
    expect(checkWriterOutput(resume, job, { letter })).toEqual([]);
  });

  it('names only skills the resume lists, never one it lacks', () => {
    const text = letter.paragraphs.join(' ');
    expect(text).toContain(
      'I have worked with Node.js, TypeScript and PostgreSQL, all of which this role requires.',
    );
    // Docker is named by an achievement ('deploying services with Docker'), so the list does not repeat it.
    expect(text.match(/Docker/g)).toHaveLength(1);
    expect(text).not.toMatch(/Kafka|Terraform/);
  });

  it('drops a sentence whose fact is missing instead of printing an empty slot', () => {
    const broken = makeResume({
      name: '',
      work: [
        {
          company: '',
          position: 'Developed features for the web application using React. Ensured the performance',
          start: '2019',
          end: '2021',
          bullets: [
            'performance, quality, and responsiveness of applications. Successfully deployed solutions using Docker and Kubernetes.',
          ],
        },
      ],
      education: [{ institution: '' }],
    });
    const barista = {
      title: 'Barista',
      company: '',
      // Docker and Kubernetes asked for, so the fit is not low and the bullet's line is told.
      description: 'Requirements:\nCustomer service, cash handling, Docker and Kubernetes.',
    };
    const empty = writeCoverLetter(broken, barista);
    const text = empty.paragraphs.join(' ');
    expect(text).not.toMatch(/ at \.| at ,|from \.|\[|Developed features/);
    expect(text).toContain('I am writing to apply for the Barista position.');
    expect(text).toContain('I successfully deployed solutions using Docker and Kubernetes.');
    expect(empty.signature).toBe('');
    expect(checkWriterOutput(broken, barista, { letter: empty })).toEqual([]);
  });

  it('catches a sentence that cites nothing or claims an unsupported number', () => {
    const bad = {
      sentences: [
        { text: 'I grew revenue by 300% at Acme Payments.', sourceIds: ['W1'] },
        { text: 'I am great.', sourceIds: [] },
      ],
    };
    const found = verifyCoverLetter(resume, bad, job);
    expect(found.map((f) => [f.kind, f.targetId])).toEqual([
      ['number', 'CL.1'],
      ['scope', 'CL.2'],
    ]);
  });
});

describe('firstPersonClause', () => {
  it('turns a line that opens with a past-tense action into a clause', () => {
    expect(firstPersonClause('Reduced p95 latency by 40% by adding Redis caching.')).toBe(
      'reduced p95 latency by 40% by adding Redis caching',
    );
    expect(firstPersonClause('Responsible for payroll for 40 staff across two sites')).toBe(
      'managed payroll for 40 staff across two sites',
    );
  });

  it('accepts regular past tenses the table lacks, and the present for a current role', () => {
    expect(firstPersonClause('Re-architected the content editor to be mobile responsive')).toBe(
      're-architected the content editor to be mobile responsive',
    );
    expect(firstPersonClause('Discovered and fixed 5 bugs in the existing codebase')).toBe(
      'discovered and fixed 5 bugs in the existing codebase',
    );
    expect(firstPersonClause('Lead a cross-functional team of 5 engineers', { current: true })).toBe(
      'lead a cross-functional team of 5 engineers',
    );
    expect(firstPersonClause('Lead a cross-functional team of 5 engineers')).toBeUndefined();
  });

  it('refuses fragments, duty lists and lines cut by the parser', () => {
    expect(firstPersonClause('performance, quality, and responsiveness of applications')).toBeUndefined();
    expect(firstPersonClause('Ensured the')).toBeUndefined();
    expect(firstPersonClause('Present Working on the development of the project')).toBeUndefined();
    expect(firstPersonClause('Everything that matters to the team and the customers')).toBeUndefined();
    expect(firstPersonClause('Built by an all-women team of new programmers')).toBeUndefined();
  });

  it('adds languages, awards and a volunteer role from the resume, each citing its entry', () => {
    const rich = richResume();
    rich.languages = [
      { id: 'L1', name: 'English' },
      { id: 'L2', name: 'Portuguese (fluent)' },
    ];
    rich.awards = [{ id: 'A1', name: 'Engineering Excellence Award' }];
    rich.volunteer = [
      { id: 'V1', organization: 'Harbour Food Bank', position: 'Volunteer Coordinator', highlights: [] },
    ];
    const out = writeCoverLetter(rich, job, { today });
    const cited = (text: string) => out.sentences.find((s) => s.text === text)?.sourceIds;
    expect(cited('I speak English and Portuguese.')).toEqual(['L1', 'L2']);
    expect(cited('My awards include Engineering Excellence Award.')).toEqual(['A1']);
    expect(cited('I have also volunteered as a Volunteer Coordinator at Harbour Food Bank.')).toEqual(['V1']);
    expect(checkWriterOutput(rich, job, { letter: out })).toEqual([]);
  });

  it('tells a role the resume heads Leadership as a role held, never as volunteer work', () => {
    const rich = richResume();
    rich.volunteer = [
      {
        id: 'V1',
        organization: 'Lakeside Rowing Club',
        position: 'Team Captain',
        activity: true,
        highlights: [{ id: 'V1.B1', text: 'Organised weekly training for 30 rowers' }],
      },
    ];
    const out = writeCoverLetter(rich, job, { today });
    const letter = out.paragraphs.join(' ');
    expect(letter).not.toMatch(/volunteer/i);
    expect(out.sentences.find((s) => s.sourceIds.includes('V1'))?.text).toMatch(
      /^As a Team Captain at Lakeside Rowing Club, I organised weekly training for 30 rowers\.$/,
    );
    expect(checkWriterOutput(rich, job, { letter: out })).toEqual([]);
  });

  it("names a club read where the role would be as the club, never as a role ('an Enactus')", () => {
    const rich = richResume();
    rich.volunteer = [
      {
        id: 'V1',
        organization: 'University of La Verne',
        position: 'Enactus',
        activity: true,
        highlights: [],
      },
    ];
    const out = writeCoverLetter(rich, job, { today });
    const letter = out.paragraphs.join(' ');
    expect(letter).toContain('I have also been involved with Enactus at University of La Verne.');
    expect(letter).not.toMatch(/an Enactus/);
    expect(checkWriterOutput(rich, job, { letter: out })).toEqual([]);
  });

  it('names only languages: a template placeholder or a level is not one, and none is said twice', () => {
    const placeholders = richResume();
    placeholders.languages = ['Comment', 'Comment', 'Fluent'].map((name, i) => ({ id: `L${i}`, name }));
    const said = writeCoverLetter(placeholders, job, { today }).sentences.map((s) => s.text);
    expect(said.filter((text) => text.startsWith('I speak'))).toEqual([]);

    const repeated = richResume();
    repeated.languages = ['German', 'German (native)', 'Tamil', 'Mandarin'].map((name, i) => ({
      id: `L${i}`,
      name,
    }));
    const out = writeCoverLetter(repeated, job, { today });
    expect(out.sentences.find((s) => s.text.startsWith('I speak'))?.text).toBe(
      'I speak German, Tamil and Mandarin.',
    );
  });

  it('does not say a role named only Volunteer twice', () => {
    const rich = richResume();
    rich.volunteer = [{ id: 'V1', organization: 'Harbour Food Bank', position: 'Volunteer', highlights: [] }];
    const out = writeCoverLetter(rich, job, { today });
    expect(out.sentences.map((s) => s.text)).toContain('I have also volunteered at Harbour Food Bank.');
    expect(out.paragraphs.join(' ')).not.toMatch(/volunteered as a Volunteer/i);
  });

  it('tells long achievements in two paragraphs split between roles, and short ones in one', () => {
    const sentence = (id: string, words: number) => ({
      text: `${'word '.repeat(words - 1)}end.`,
      sourceIds: [id],
    });
    const roles = [[sentence('W1', 40), sentence('W1', 30)], [sentence('W2', 35)], [sentence('W3', 20)]];
    const split = splitBetweenEntries(roles);
    expect(split.map((paragraph) => paragraph.map((s) => s.sourceIds[0]))).toEqual([
      ['W1', 'W1'],
      ['W2', 'W3'],
    ]);
    expect(splitBetweenEntries([[sentence('W1', 50)], [sentence('W2', 40)]])).toHaveLength(1);
    expect(splitBetweenEntries([[sentence('W1', 130)]])).toHaveLength(1);
  });

  it('does not name again, role by role, a skill an achievement sentence already named', () => {
    const out = writeCoverLetter(richResume(), job, { today });
    const achievements = out.paragraphs[1]!;
    const roleSentences = out.sentences.filter((s) => s.text.startsWith('My work at '));
    expect(roleSentences.length + achievements.length).toBeGreaterThan(0);
    for (const sentence of roleSentences)
      for (const skill of ['Redis', 'PostgreSQL', 'Docker', 'GitHub Actions', 'Python', 'Node.js'])
        if (achievements.includes(skill)) expect(sentence.text).not.toContain(skill);
  });

  it('names a skill once whatever its spelling, and never calls a sub-heading or a phrase a skill', () => {
    const rich = richResume();
    rich.skills = [
      { id: 'K1', name: '', keywords: ['What I Do Best', 'Building responsive', 'Fluent in Spanish'] },
      { id: 'K2', name: 'Languages', keywords: ['JavaScript', 'JS', 'Python', 'Git and GitHub', 'Rust'] },
    ];
    const out = writeCoverLetter(rich, job, { today });
    const text = out.paragraphs.join(' ');
    expect(text).not.toMatch(/What I Do Best|Building responsive|Fluent in Spanish/);
    expect(text).not.toMatch(/\bJS\b/);
    expect(text).toMatch(/Git and GitHub|Rust/);
    expect(checkWriterOutput(rich, job, { letter: out })).toEqual([]);
  });

  it('says the posting names only the parts of a joined skill entry it names', () => {
    const rich = richResume();
    rich.skills = [
      {
        id: 'K1',
        name: 'Skills',
        keywords: ['Kafka and Flink', 'Terraform/Pulumi', 'Docker and Kubernetes'],
      },
    ];
    const line = writeCoverLetter(rich, job, { today }).sentences.find((s) =>
      s.text.startsWith('I have worked with'),
    );
    // The posting names Kafka and Terraform, but neither Flink nor Pulumi (Docker and Kubernetes the
    // achievements have already named).
    expect(line?.text).toBe('I have worked with Kafka and Terraform, all of which this role requires.');
  });

  it('writes titles, employers and schools a resume sets in capitals as a sentence writes them', () => {
    const rich = richResume();
    rich.work[0]!.position = 'BACKEND ENGINEER';
    rich.work[0]!.company = 'HARBOR FREIGHT SYSTEMS';
    rich.education[0]!.institution = 'RIVERSIDE UNIVERSITY';
    const out = writeCoverLetter(rich, job, { today });
    const text = out.paragraphs.join(' ');
    expect(text).toContain('as a Backend Engineer at Harbor Freight Systems');
    expect(text).toContain('from Riverside University');
    expect(text).not.toMatch(/HARBOR|RIVERSIDE|BACKEND/);
    expect(checkWriterOutput(rich, job, { letter: out })).toEqual([]);
  });

  it('never says the work drew on the names of those who use it, nor repeats a skill known only in its case', () => {
    const rich = richResume();
    rich.work[0]!.highlights[0]!.text =
      'Designed the Node.js order service that routes parcels between depots. It is used daily by Dropbox and Asana, and was built with Docker and Kafka';
    rich.work[1]!.highlights[0]!.text = 'Built the ticket tracker in PHP and Shell for the support teams';
    const text = writeCoverLetter(rich, job, { today }).paragraphs.join(' ');
    expect(text).not.toMatch(/drew on[^.]*(Dropbox|Asana)/);
    expect(text.match(/\bShell\b/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it("says an honour the person received in the passive, in words the gates allow ('I was promoted …')", () => {
    const rich = richResume();
    rich.work[1]!.highlights[2]!.text = 'Promoted to Team Lead after one year on the payments module';
    const out = writeCoverLetter(rich, job, { today });
    expect(out.paragraphs.join(' ')).toMatch(/I was (also )?promoted to Team Lead/);
    expect(checkWriterOutput(rich, job, { letter: out })).toEqual([]);
  });

  it("says 'Beyond that' after one skill the posting names and 'Beyond these' after several", () => {
    const skillsLine = (keywords: string[]) => {
      const rich = richResume();
      rich.skills = [{ id: 'K1', name: 'Skills', keywords }];
      const out = writeCoverLetter(rich, job, { today });
      return out.sentences.find((s) => s.text.startsWith('Beyond'))?.text ?? '';
    };
    expect(skillsLine(['Kubernetes', 'Figma', 'Blender'])).toMatch(/^Beyond that, my skills include/);
    expect(skillsLine(['Kubernetes', 'Kafka', 'Figma', 'Blender'])).toMatch(
      /^Beyond these, my skills include/,
    );
  });

  it('names a skill once across the achievements and the skill lists, inside a longer entry too', () => {
    const rich = richResume();
    rich.skills = [{ id: 'K1', name: 'Skills', keywords: ['Python', 'Node.js (Express)', 'Git and GitHub'] }];
    const out = writeCoverLetter(rich, job, { today });
    // 'Designed the Node.js order service' names Node.js; no list names 'Node.js (Express)' after it.
    expect(out.sentences.filter((s) => /Node\.js/.test(s.text))).toHaveLength(1);
    expect(out.paragraphs.join(' ')).not.toContain('Node.js (Express)');
  });

  it("keeps skill entries that hold their own 'and' apart, and does not repeat what the achievements named", () => {
    const rich = richResume();
    rich.skills = [
      { id: 'K1', name: 'Skills', keywords: ['Node.js', 'TypeScript', 'Terraform and Kafka', 'Redis'] },
    ];
    const out = writeCoverLetter(rich, job, { today });
    const text = out.paragraphs.join(' ');
    expect(text).toContain('TypeScript, and Terraform and Kafka');
    const achievements = out.paragraphs[1]!;
    const beyond = out.sentences.find((s) => s.text.startsWith('Beyond these'))?.text ?? '';
    for (const skill of ['Redis', 'Node.js'])
      if (achievements.includes(skill)) expect(beyond).not.toContain(skill);
    expect(checkWriterOutput(rich, job, { letter: out })).toEqual([]);
  });
});

describe('writeCoverLetter for a poor fit', () => {
  it('says plainly what transfers, only what the resume shows, and lists no unrelated tools', () => {
    const scientist = makeResume({
      name: 'Alex Morgan',
      work: [
        {
          company: 'Lumen Credit',
          position: 'Data Scientist',
          start: '2020',
          current: true,
          bullets: [
            'Built XGBoost credit risk models in Python for small-business lenders',
            'Presented model results to non-technical stakeholders every month, with clear communication of risks',
          ],
        },
      ],
      skills: [{ keywords: ['Python', 'XGBoost', 'SQL'] }],
    });
    const preschool = {
      title: 'Preschool Teacher',
      company: 'Little Oaks',
      description:
        'Requirements:\n- Patience and compassion\n- Potty training support\n- Nap time supervision\n- CPR certification\n- Experience in early childhood education\n- Lesson planning\n- Classroom management\n- First aid training\n- Child development knowledge\n- State teaching license\n- Montessori training\n- Infant and toddler care\n- Arts and crafts activities\n- Parent conferences\n- Excellent communication skills',
    };
    expect(assessFit(scientist, preschool).low).toBe(true);
    const far = writeCoverLetter(scientist, preschool, { today });
    const text = far.paragraphs.join(' ');
    expect(text).toContain('and what I would bring from it to this role is communication skills.');
    expect(text).not.toMatch(/XGBoost|Python|SQL|credit risk/);
    expect(text).not.toMatch(/compassion|patience/i);
    expect(checkWriterOutput(scientist, preschool, { letter: far })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { structLinesFromText as structLines } from '../../fixtures/struct-lines.ts';
import { collectBullets, joinWrapped, type StructLine, stripBullet } from './lines.ts';
import { readLanguages, readProjects, readSimpleEntries, readSkills, splitList } from './lists.ts';
import { splitDescription } from './work.ts';

describe('splitList', () => {
  it('splits at list separators but not inside parentheses', () => {
    expect(splitList('Java, SQL (MySQL, Postgres); Go | Rust • C++ and Kotlin.')).toEqual([
      'Java',
      'SQL (MySQL, Postgres)',
      'Go',
      'Rust',
      'C++ and Kotlin',
    ]);
  });
});

describe('readSkills', () => {
  it('keeps grouped skills with their group names and gathers flat ones', () => {
    const skills = readSkills(
      structLines(
        ['Languages: Java, Go, Python', 'Cloud – AWS, GCP', 'Docker, Kubernetes', 'Git'].join('\n'),
      ),
    );
    expect(skills.map((s) => [s.name, s.keywords])).toEqual([
      ['Languages', ['Java', 'Go', 'Python']],
      ['Cloud', ['AWS', 'GCP']],
      ['', ['Docker', 'Kubernetes', 'Git']],
    ]);
  });

  it('names the items below a label that stands on its own line', () => {
    const skills = readSkills(
      structLines(['Over 5000 lines:', 'Java', 'Shell, Python', 'Familiar:', 'iOS'].join('\n')),
    );
    expect(skills.map((s) => [s.name, s.keywords])).toEqual([
      ['Over 5000 lines', ['Java', 'Shell', 'Python']],
      ['Familiar', ['iOS']],
    ]);
  });

  it('joins a list the page wrapped in the middle of an item, and keeps short list lines apart', () => {
    const wrapped = readSkills(
      structLines(
        [
          'JavaScript (ES6+), TypeScript, HTML5, CSS3, Python, React, Redux, Angular,',
          'Vue.js, Node.js, Express.js, D3.js, Git, Docker, Webpack, Babel, Google Cloud',
          'Platform, Firebase, RESTful APIs, GraphQL, Agile Development, Test-Driven',
          'Development, Responsive Design, UI/UX',
        ].join('\n'),
      ),
    );
    const keywords = wrapped[0]?.keywords ?? [];
    expect(keywords).toEqual(
      expect.arrayContaining(['Google Cloud Platform', 'Test-Driven Development', 'Angular', 'Vue.js']),
    );
    expect(keywords).not.toContain('Platform');
    expect(keywords).not.toContain('Development');

    const separate = readSkills(
      structLines(['Python, Java, C++', 'React, Node.js, Express', 'Languages: Go, Rust'].join('\n')),
    );
    expect(separate.map((s) => [s.name, s.keywords])).toEqual([
      ['', ['Python', 'Java', 'C++', 'React', 'Node.js', 'Express']],
      ['Languages', ['Go', 'Rust']],
    ]);
  });

  it('keeps a line that reads as a phrase whole, and still splits a list of -ing words', () => {
    const skills = readSkills(
      structLines(
        ['Building responsive, mobile-first web interfaces', 'Testing, Debugging, Profiling'].join('\n'),
      ),
    );
    expect(skills[0]?.keywords).toEqual([
      'Building responsive, mobile-first web interfaces',
      'Testing',
      'Debugging',
      'Profiling',
    ]);
  });
});

describe('one-line entries', () => {
  it('reads certificates with issuer and date', () => {
    const [cert] = readSimpleEntries(
      structLines('• AWS Certified Solutions Architect – Associate (Amazon Web Services, 2022)'),
    );
    expect(cert).toMatchObject({
      name: 'AWS Certified Solutions Architect – Associate',
      detail: 'Amazon Web Services',
      date: { iso: '2022' },
    });
  });

  it('keeps one item per line in lists and splits names from issuers', () => {
    const certs = readSimpleEntries(
      structLines(
        [
          'Registered Nurse (RN), Texas Board of Nursing',
          'BLS, ACLS – American Heart Association',
          'PMP | PMI',
          'Node.js - The Complete Guide | Udemy',
        ].join('\n'),
      ),
    );
    expect(certs.map((c) => [c.name, c.detail])).toEqual([
      ['Registered Nurse (RN)', 'Texas Board of Nursing'],
      ['BLS, ACLS', 'American Heart Association'],
      ['PMP', 'PMI'],
      ['Node.js - The Complete Guide', 'Udemy'],
    ]);
  });

  it('reads languages with fluency', () => {
    expect(
      readLanguages(structLines('English (Fluent), Hindi (Native), Kannada')).map((l) => [l.name, l.detail]),
    ).toEqual([
      ['English', 'Fluent'],
      ['Hindi', 'Native'],
      ['Kannada', undefined],
    ]);
  });

  it('reads projects with name, date, link, tools and bullets', () => {
    const [project] = readProjects(
      structLines(
        [
          'Tidewatch | uptime monitor | github.com/me/tidewatch  2021',
          '- Wrote it in Go.',
          'Tech: Go, SQLite',
        ].join('\n'),
      ),
    );
    expect(project).toMatchObject({
      name: 'Tidewatch',
      description: 'uptime monitor',
      url: 'github.com/me/tidewatch',
    });
    expect(project?.end?.iso).toBe('2021');
    expect(project?.highlights.map((h) => h.text)).toEqual(['Wrote it in Go.', 'Tech: Go, SQLite']);
  });
});

describe('entries without dates before dated ones, and dated ranges of one-line items', () => {
  it('keeps an undated project that comes before a dated one', () => {
    const projects = readProjects(
      structLines(
        'Ledgerly\nCreator & Maintainer\n• Open-source CLI for reconciling ledgers.\nTransit Now\n2022\n• Built a transit predictor.',
      ),
    );
    expect(projects.map((p) => p.name)).toEqual(['Ledgerly', 'Transit Now']);
    expect(projects[0]?.highlights.map((h) => h.text)).toEqual(['Open-source CLI for reconciling ledgers.']);
  });

  it('keeps a paragraph under a dated project whole when its first line ends one sentence and opens the next', () => {
    const [project] = readProjects(
      structLines(
        [
          '2022 Kiln Ledger',
          'Built a firing ledger with React, Redux, and Firebase. Implemented',
          'user sign-in with Firebase Auth and storage in Firestore.',
        ].join('\n'),
      ),
    );
    expect(project?.name).toBe('Kiln Ledger');
    expect(project?.description).toBeUndefined();
    expect(project?.highlights.map((h) => h.text)).toEqual([
      'Built a firing ledger with React, Redux, and Firebase. Implemented user sign-in with Firebase Auth and storage in Firestore.',
    ]);
  });

  it('keeps the whole range of an award as written', () => {
    const [award] = readSimpleEntries(structLines('Dean’s List\tSpring 2013 - Spring 2015'));
    expect(award?.name).toBe('Dean’s List');
    expect(award?.date).toEqual({ text: 'Spring 2013 - Spring 2015', iso: '2015' });
  });
});

describe('collectBullets: lines of their own', () => {
  it('keeps short title-case lines apart, and still joins a sentence the page wrapped', () => {
    const texts = (text: string) => collectBullets(structLines(text)).map((item) => item.text);
    expect(texts('College of Engineering\nMagna Cum Laude\nMajor GPA: 3.9 / 4.0')).toEqual([
      'College of Engineering',
      'Magna Cum Laude',
      'Major GPA: 3.9 / 4.0',
    ]);
    expect(texts('Built kiln dashboards for the Regional Sales\nTeam using Tableau')).toEqual([
      'Built kiln dashboards for the Regional Sales Team using Tableau',
    ]);
  });
});

describe('collectBullets: sub-bullets', () => {
  const line = (text: string, extra: Partial<StructLine> = {}): StructLine => ({
    text: stripBullet(text).text,
    start: 0,
    end: text.length,
    bullet: stripBullet(text).bullet,
    marker: stripBullet(text).marker,
    ...extra,
  });
  const levels = (lines: StructLine[]) => collectBullets(lines).map((item) => [item.text, item.level ?? 0]);

  it('puts a bullet set further in under the bullet before it, deeper indents one level more', () => {
    expect(
      levels([
        line('• Led the move to the new ledger.', { indent: 2 }),
        line('• Planned the cut-over:', { indent: 2 }),
        line('- Dry runs each week;', { indent: 5 }),
        line('· Rollback drills.', { indent: 8 }),
        line('• Trained the support team.', { indent: 2 }),
      ]),
    ).toEqual([
      ['Led the move to the new ledger.', 0],
      ['Planned the cut-over:', 0],
      ['Dry runs each week;', 1],
      ['Rollback drills.', 2],
      ['Trained the support team.', 0],
    ]);
  });

  it('without indents, a different glyph under a bullet is a sub-bullet; at the same indent on a page it is not', () => {
    expect(levels([line('• Built the API'), line('◦ Wrote its docs'), line('• Ran the launch')])).toEqual([
      ['Built the API', 0],
      ['Wrote its docs', 1],
      ['Ran the launch', 0],
    ]);
    expect(
      levels([line('• Built the API', { indent: 12 }), line('- Wrote its docs', { indent: 12 })]).map(
        ([, level]) => level,
      ),
    ).toEqual([0, 0]);
  });

  it('takes a symbol-font bullet as a bullet, but not a contact icon', () => {
    const role = line('Runs the night shift of the packing plant.', { indent: 12 });
    const bullet = line('Kept the line running through the upgrade.', { iconLead: true, indent: 12 });
    const phone = line('+1 (555) 010 2030', { iconLead: true, indent: 12 });
    expect(splitDescription([role, bullet])).toEqual({
      description: 'Runs the night shift of the packing plant.',
      bullets: [bullet],
    });
    expect(splitDescription([role, phone])).toEqual({ bullets: [role, phone] });
  });
});

describe('joinWrapped', () => {
  it('joins a compound broken after its hyphen without a space, other pieces with one', () => {
    expect(joinWrapped(['Built the multi-', 'account setup and the', 'self-serve portal'])).toBe(
      'Built the multi-account setup and the self-serve portal',
    );
  });
});

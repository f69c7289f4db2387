import { describe, expect, it } from 'vitest';
import { buildLines, findColumns, layoutPage, type TextRun } from './pdf-layout.ts';

const run = (str: string, x: number, top: number, opts: Partial<TextRun> = {}): TextRun => ({
  str,
  x,
  top,
  width: opts.width ?? str.length * 5,
  fontSize: opts.fontSize ?? 10,
  bold: opts.bold ?? false,
  ...(opts.icon ? { icon: true } : {}),
});

describe('buildLines', () => {
  it('groups runs by baseline, orders them by x and spaces them by the gap', () => {
    const lines = buildLines(
      [run('World', 60, 100.6), run('Hello', 30, 100), run('Next', 30, 114), run('line', 52, 114.2)],
      1,
    );
    expect(lines.map((l) => l.line.text)).toEqual(['Hello World', 'Next line']);
  });

  it('joins runs that touch without adding a space (kerned words)', () => {
    const lines = buildLines([run('Engi', 30, 50, { width: 20 }), run('neer', 50, 50)], 1);
    expect(lines[0]?.line.text).toBe('Engineer');
  });

  it('records where a line ends, in the units of its indent', () => {
    const lines = buildLines([run('Loaded trucks', 50, 100, { width: 65 })], 1);
    expect(lines[0]?.line).toMatchObject({ indent: 10, right: 23 });
  });

  it('keeps a wide gap as a tab and reports it', () => {
    const lines = buildLines([run('Acme Corp', 30, 50), run('Jan 2020 – Present', 400, 50)], 1);
    expect(lines[0]?.line.text).toBe('Acme Corp\tJan 2020 – Present');
    expect(lines[0]?.wideGap).toBe(true);
  });

  it('reads a blank run as wide as a tab gap as that gap (a right-aligned field filled with a space)', () => {
    const lines = buildLines(
      [run('Acme Corp', 30, 50, { width: 45 }), run(' ', 75, 50, { width: 300 }), run('Austin', 375, 50)],
      1,
    );
    expect(lines[0]?.line.text).toBe('Acme Corp\tAustin');
    expect(
      buildLines(
        [run('Acme', 30, 50, { width: 20 }), run(' ', 50, 50, { width: 3 }), run('Corp', 53, 50)],
        1,
      )[0]?.line.text,
    ).toBe('Acme Corp');
  });

  it('marks a line bold when most of its characters are bold and keeps the largest size', () => {
    const lines = buildLines([run('EXPERIENCE', 30, 50, { bold: true, fontSize: 13 }), run('x', 100, 50)], 1);
    expect(lines[0]?.line).toMatchObject({ bold: true, fontSize: 13, page: 1 });
  });

  it('drops text drawn twice at the same place (fake bold)', () => {
    const lines = buildLines([run('Name', 30, 50), run('Name', 30.3, 50)], 1);
    expect(lines[0]?.line.text).toBe('Name');
  });

  it("reads an ordinal's raised suffix with its number ('1st/50'), not as a line of its own", () => {
    const lines = buildLines(
      [
        run('2014 top 52/2500 Kiln Fellow', 30, 100, { width: 150 }),
        run('2014 1', 30, 112, { width: 28 }),
        run('st', 58, 107, { width: 6, fontSize: 7 }),
        run('/50 Glaze Contest', 64, 112, { width: 90 }),
      ],
      1,
    );
    expect(lines.map((l) => l.line.text)).toEqual([
      '2014 top 52/2500 Kiln Fellow',
      '2014 1st/50 Glaze Contest',
    ]);
  });

  it("reads a raised letter kerned in under the one before it as part of the word (the LaTeX logo's 'A')", () => {
    const lines = buildLines(
      [
        run('Typeset with L', 30, 100, { width: 76 }),
        run('A', 103.4, 97.8, { width: 4.9, fontSize: 7 }),
        run('T', 106.6, 100, { width: 6 }),
        run('E', 112, 102.2, { width: 6 }),
        run('X and BibTeX', 118, 100, { width: 60 }),
        run('Second line of text', 30, 113, { width: 90 }),
      ],
      1,
    );
    expect(lines.map((l) => l.line.text)).toEqual(['Typeset with LATEX and BibTeX', 'Second line of text']);
  });

  it('spells out ligature code points', () => {
    const lines = buildLines([run('E\uFB03cient work\uFB02ow', 30, 50)], 1);
    expect(lines[0]?.line.text).toBe('Efficient workflow');
  });
});

function twoColumnPage(): TextRun[] {
  const runs: TextRun[] = [
    run('Jane Doe — Data Analyst — jane@example.com — Pune, India', 40, 40, { width: 480 }),
  ];
  const side = [
    'SKILLS',
    'SQL, Python',
    'Power BI',
    'Excel',
    'EDUCATION',
    'M.Sc Statistics',
    'University of Pune',
  ];
  for (const [i, text] of side.entries()) runs.push(run(text, 40, 80 + i * 13, { width: 120 }));
  const main = [
    'SUMMARY',
    'Analyst who turns messy sales data into dashboards',
    'that regional managers use every week.',
    'EXPERIENCE',
    'Data Analyst, Saffron Retail',
    'Built a weekly demand dashboard used by store managers',
    'Automated the stock report with Python and SQL',
    'Cleaned five years of point-of-sale history for finance',
  ];
  for (const [i, text] of main.entries()) runs.push(run(text, 230, 84 + i * 15, { width: 300 }));
  return runs;
}

describe('section names set in the margin', () => {
  /** A label in 20 pt beside each section's first line in 16 pt, the rest of the section in 10 pt. */
  function marginLabelPage(): TextRun[] {
    const runs: TextRun[] = [];
    const sections = [
      { label: 'Work', first: 'Senior Consultant', rest: ['Persistent Systems', 'Jun 2024 – Aug 2024'] },
      { label: 'Education', first: 'Anna University', rest: ['B-Tech in Computer Science'] },
      { label: 'Projects', first: 'Inventory Tracker', rest: ['A web app built in a team of four'] },
      { label: 'Certificates', first: 'SAP Certified Associate', rest: ['Jan 2023'] },
      { label: 'Languages', first: 'Telugu', rest: ['Native speaker'] },
    ];
    let top = 60;
    for (const section of sections) {
      runs.push(run(section.label, 60, top, { width: 90, fontSize: 20 }));
      runs.push(run(section.first, 182, top - 1, { width: 150, fontSize: 16, bold: true }));
      for (const line of section.rest) {
        top += 16;
        runs.push(run(line, 182, top, { width: 200 }));
      }
      top += 30;
    }
    return runs;
  }

  it("reads a label on its section's first baseline as a line of its own, before that line", () => {
    const texts = layoutPage(marginLabelPage(), 595, 1).lines.map((l) => l.text);
    expect(texts.slice(0, 4)).toEqual([
      'Work',
      'Senior Consultant',
      'Persistent Systems',
      'Jun 2024 – Aug 2024',
    ]);
    expect(texts).toContain('Education');
    expect(texts.indexOf('Education')).toBe(texts.indexOf('Anna University') - 1);
  });

  it('reads the rail of labels as labels beside their rows, not as a column read first', () => {
    expect(findColumns(marginLabelPage(), 595)?.rail).toBe('left');
    const texts = layoutPage(marginLabelPage(), 595, 1).lines.map((l) => l.text);
    expect(texts.indexOf('Languages')).toBe(texts.indexOf('Telugu') - 1);
  });

  it('keeps a title and its dates in smaller type a tab apart on one line', () => {
    const lines = buildLines(
      [
        run('Sales Executive at Concentrix', 40, 100, { fontSize: 12 }),
        run('Feb 2021 - Dec 2022', 475, 101, { fontSize: 9.75 }),
      ],
      1,
    );
    expect(lines.map((l) => l.line.text)).toEqual(['Sales Executive at Concentrix\tFeb 2021 - Dec 2022']);
  });

  it('keeps letters in small capitals with their capital', () => {
    const lines = buildLines(
      [run('J', 40, 100, { fontSize: 12, width: 6 }), run('OHN', 46, 100, { fontSize: 9.6, width: 20 })],
      1,
    );
    expect(lines.map((l) => l.line.text)).toEqual(['JOHN']);
  });
});

describe('a rail of section labels and dates beside the rows they name', () => {
  /** Labels in 12.6 pt capitals and dates in 7.6 pt on the left, each row's text in 9 pt on the right. */
  function railPage(): TextRun[] {
    const runs: TextRun[] = [run('Emily Reddy', 260, 32, { width: 90, fontSize: 16.9 })];
    const rows: { left: [string, number][]; right: string[] }[] = [
      { left: [['CONTACT', 12.6]], right: ['Email emily@example.com', 'Phone +91 89471 23052'] },
      {
        left: [
          ['WORK EXPERIENCE', 12.6],
          ['2023-01 TO PRESENT', 7.6],
        ],
        right: [
          'Java Developer at Zensar Technologies',
          'Migrated a legacy module to Spring Boot',
          'microservices.',
        ],
      },
      {
        left: [['2016-07 TO 2023-01', 7.6]],
        right: ['Data Analyst at Virtusa', 'Monitored REST APIs for the app'],
      },
      {
        left: [
          ['EDUCATION', 12.6],
          ['2010 TO 2014', 7.6],
        ],
        right: ['Osmania University', 'MBA: Marketing'],
      },
    ];
    let top = 90;
    for (const row of rows) {
      row.left.forEach(([text, fontSize], i) => {
        runs.push(run(text, 37, top + 3 + i * 18, { width: text.length * fontSize * 0.55, fontSize }));
      });
      row.right.forEach((text, i) => {
        runs.push(run(text, 200, top + i * 14, { width: 300, fontSize: 9 }));
      });
      top += Math.max(row.right.length * 14, row.left.length * 18) + 24;
    }
    return runs;
  }

  it('reads each label and date before the first line of its row', () => {
    const texts = layoutPage(railPage(), 595, 1).lines.map((l) => l.text);
    expect(texts).toEqual([
      'Emily Reddy',
      'CONTACT',
      'Email emily@example.com',
      'Phone +91 89471 23052',
      'WORK EXPERIENCE',
      '2023-01 TO PRESENT',
      'Java Developer at Zensar Technologies',
      'Migrated a legacy module to Spring Boot',
      'microservices.',
      '2016-07 TO 2023-01',
      'Data Analyst at Virtusa',
      'Monitored REST APIs for the app',
      'EDUCATION',
      '2010 TO 2014',
      'Osmania University',
      'MBA: Marketing',
    ]);
  });

  it('still reads a sidebar of ordinary text as a column of its own', () => {
    const layout = layoutPage(twoColumnPage(), 595, 1);
    expect(layout.twoColumn).toBe(true);
    const texts = layout.lines.map((l) => l.text);
    expect(texts.indexOf('University of Pune')).toBeLessThan(texts.indexOf('EXPERIENCE'));
  });
});

describe('letter-spaced text', () => {
  it('joins the letters of each word and keeps the spaces between words', () => {
    const letters = (word: string, x: number) =>
      [...word].map((ch, i) => run(ch, x + i * 7, 100, { width: 5, fontSize: 7.6 }));
    const lines = buildLines(
      [
        run('2023-01', 30, 100, { width: 30, fontSize: 7.6 }),
        ...letters('TO', 66),
        ...letters('PRESENT', 86),
      ],
      1,
    );
    expect(lines[0]?.line.text).toBe('2023-01 TO PRESENT');
  });

  it('leaves words set as runs of their own alone', () => {
    const lines = buildLines(
      [
        run('I', 30, 100, { width: 4 }),
        run('am', 37, 100, { width: 10 }),
        run('a', 50, 100, { width: 5 }),
        run('nurse', 58, 100, { width: 25 }),
      ],
      1,
    );
    expect(lines[0]?.line.text).toBe('I am a nurse');
  });
});

describe('two-column layouts', () => {
  it('reads the header, then the left column, then the right column', () => {
    const layout = layoutPage(twoColumnPage(), 595, 1);
    expect(layout.twoColumn).toBe(true);
    const texts = layout.lines.map((l) => l.text);
    expect(texts[0]).toMatch(/^Jane Doe/);
    expect(texts.indexOf('University of Pune')).toBeLessThan(texts.indexOf('SUMMARY'));
    expect(texts.indexOf('SUMMARY')).toBeLessThan(texts.indexOf('EXPERIENCE'));
    expect(texts.every((t) => !t.includes('\t'))).toBe(true);
  });

  it('reads a header set across the gutter first, with the lines beside and above it', () => {
    // A small 'Last updated' in the top right corner and a site line right of the gutter, above a name and a
    // contact line that cross it: all of it is the page's header, not the right column's first lines.
    const runs = twoColumnPage().slice(1);
    runs.push(run('Last updated June 2020', 480, 20, { width: 80, fontSize: 8 }));
    runs.push(run('Jane Doe', 180, 34, { width: 220, fontSize: 30 }));
    runs.push(run('janedoe.example', 240, 56, { width: 90 }));
    runs.push(run('jane@example.com | +91 98765 43210', 180, 68, { width: 220 }));
    const texts = layoutPage(runs, 595, 1).lines.map((l) => l.text);
    expect(texts.slice(0, 4)).toEqual([
      'Last updated June 2020',
      'Jane Doe',
      'janedoe.example',
      'jane@example.com | +91 98765 43210',
    ]);
    expect(texts[4]).toBe('SKILLS');
  });

  it('does not split a one-column page whose dates sit flush right', () => {
    const runs: TextRun[] = [];
    for (let i = 0; i < 8; i++) {
      runs.push(run(`Engineer at Company number ${i} working on services`, 40, 50 + i * 30, { width: 260 }));
      runs.push(run(`Jan 20${10 + i} – Dec 20${11 + i}`, 470, 50 + i * 30, { width: 80 }));
      runs.push(
        run('Wrote software that people used and liked a great deal every day', 40, 64 + i * 30, {
          width: 300,
        }),
      );
    }
    expect(findColumns(runs, 595)).toBeUndefined();
    expect(layoutPage(runs, 595, 1).twoColumn).toBe(false);
  });

  it('reads a page line by line when full-width lines run between the column lines', () => {
    const runs = twoColumnPage();
    for (let i = 0; i < 3; i++)
      runs.push(run('A full-width paragraph line that crosses the gutter', 40, 90 + i * 30, { width: 500 }));
    expect(findColumns(runs, 595)).toBeUndefined();
  });

  it('finds a narrow sidebar beside a main column whose dates sit flush right (the wider band is the date rail)', () => {
    const runs: TextRun[] = [run('Ines Albright', 40, 30, { width: 200, fontSize: 24 })];
    const side = ['12 Harbour Row', 'Galway', 'Ireland', '+353 91 555 0142', 'ines@example.org'];
    for (const [i, text] of side.entries()) runs.push(run(text, 40, 80 + i * 12, { width: 90 }));
    const main = [
      'B.Sc. Marine Biology, Galway University',
      'Thesis on kelp forests',
      'Diploma in Diving, Cork College',
      'Night course',
      'Field Assistant, Burren Institute',
      'Counted seals along the coast',
    ];
    for (const [i, text] of main.entries()) {
      runs.push(run(text, 190, 80 + i * 14, { width: 150 }));
      if (i % 2 === 0) runs.push(run('2014 – 2018', 480, 80 + i * 14, { width: 50 }));
    }
    const texts = layoutPage(runs, 595, 1).lines.map((l) => l.text);
    expect(texts.slice(1, 6)).toEqual(side);
    expect(texts[6]).toBe('B.Sc. Marine Biology, Galway University\t2014 – 2018');
  });

  it('reads a narrow sidebar with under a tenth of the text as a column when its lines are set one under another', () => {
    const runs: TextRun[] = [];
    const side = ['ABOUT', 'Lagos', 'ada@example.org', 'SKILLS', 'MONGODB', 'REDIS', 'KAFKA'];
    for (const [i, text] of side.entries()) runs.push(run(text, 30, 60 + i * 12, { width: 60, fontSize: 8 }));
    const main: string[] = [];
    for (let i = 0; i < 24; i++) main.push(`Built and ran the payment ledger service, line ${i} of the job`);
    for (const [i, text] of main.entries()) runs.push(run(text, 200, 60 + i * 14, { width: 360 }));
    const chars = (list: string[]) => list.join('').length;
    expect(chars(side)).toBeLessThan(0.1 * chars([...side, ...main]));
    const texts = layoutPage(runs, 595, 1).lines.map((l) => l.text);
    expect(texts.slice(0, side.length)).toEqual(side);
    expect(texts[side.length]).toBe(main[0]);
  });

  it('does not read lines set larger than the text beside it as a sidebar, however close together', () => {
    const runs: TextRun[] = [];
    for (let i = 0; i < 50; i++)
      runs.push(
        run(`Built and ran the payment ledger service, line ${i} of the job`, 30, 60 + i * 14, {
          width: 300,
        }),
      );
    for (let i = 0; i < 7; i++)
      runs.push(
        run(`A quoted line of praise from a client, number ${i}`, 400, 60 + i * 18, {
          width: 180,
          fontSize: 16,
        }),
      );
    expect(findColumns(runs, 595)).toBeUndefined();
  });

  it('does not read a few short lines spread down the page beside the text as a sidebar', () => {
    const runs: TextRun[] = [];
    const main: string[] = [];
    for (let i = 0; i < 30; i++) main.push(`Built and ran the payment ledger service, line ${i} of the job`);
    for (const [i, text] of main.entries()) runs.push(run(text, 30, 60 + i * 14, { width: 300 }));
    for (let i = 0; i < 6; i++) runs.push(run(`Heading ${i}`, 420, 60 + i * 70 + 7, { width: 50 }));
    expect(findColumns(runs, 595)).toBeUndefined();
  });

  it('reads cells that stand on the lines of the column left of them as a table, not a column', () => {
    const runs: TextRun[] = [];
    for (let i = 0; i < 8; i++) {
      const top = 60 + i * 40;
      runs.push(run(`Engineer at Company ${i}`, 30, top, { width: 200 }));
      runs.push(run(`Ran the service number ${i} for the team`, 30, top + 12, { width: 250 }));
      runs.push(run(`Kept the lights on and the pager quiet ${i}`, 30, top + 24, { width: 250 }));
      runs.push(run('Berlin', 470, top, { width: 40 }));
      runs.push(run('On site', 470, top + 12, { width: 40 }));
    }
    expect(findColumns(runs, 595)).toBeUndefined();
  });

  it('reads section names set larger right of the rows, each with its dates under it, where they stand', () => {
    const runs: TextRun[] = [run('Lukas Reddy', 20, 40, { width: 120, fontSize: 24 })];
    const sections = [
      {
        label: 'Work',
        dates: '2017-12 —',
        rows: ['Little Steps Preschool', 'Preschool Teacher', 'Planned lessons'],
      },
      {
        label: 'Education',
        dates: '2012 — 2016',
        rows: ['University of Manchester', 'English', 'Bachelor of Arts'],
      },
      { label: 'Skills', rows: ['Lesson planning', 'Google Classroom', 'Parent communication'] },
      { label: 'Languages', rows: ['English', 'German', 'Polish'] },
    ];
    const expected = ['Lukas Reddy'];
    for (const [s, section] of sections.entries()) {
      const top = 90 + s * 60;
      runs.push(run(section.label, 470, top - 2, { width: 80, fontSize: 19.5 }));
      expected.push(section.label);
      for (const [i, text] of section.rows.entries()) {
        runs.push(run(text, 20, top + i * 14, { width: 220, fontSize: 12 }));
        expected.push(text);
        if (i === 0 && section.dates) expected.push(section.dates);
      }
      if (section.dates) runs.push(run(section.dates, 480, top + 8, { width: 50, fontSize: 10.5 }));
    }
    expect(layoutPage(runs, 595, 1).lines.map((l) => l.text)).toEqual(expected);
  });

  it('keeps a contact block set right of the name in the header, with a far line below it', () => {
    const runs: TextRun[] = [];
    const contact = ['12 Harbour Row', 'Galway', '+353 91 555 0142', 'ines@example.org', 'ines.example.org'];
    for (const [i, text] of contact.entries()) runs.push(run(text, 400, 40 + i * 12, { width: 120 }));
    runs.push(run('Ines Albright', 40, 80, { width: 200, fontSize: 24 }));
    runs.push(run('Marine biologist', 40, 100, { width: 100 }));
    for (let i = 0; i < 20; i++)
      runs.push(run(`Body line ${i} of the resume text`, 40, 130 + i * 14, { width: 250 }));
    runs.push(run('Page 1', 480, 420, { width: 40 }));
    expect(findColumns(runs, 595)).toBeUndefined();
  });

  it('does not split a page of ordinary paragraphs', () => {
    const runs = Array.from({ length: 30 }, (_, i) =>
      run('A full line of ordinary body text runs across', 40, 50 + i * 14, { width: 500 }),
    );
    expect(findColumns(runs, 595)).toBeUndefined();
  });
});

describe('where a line begins', () => {
  it('records each line’s indent and a symbol-font bullet before it, keeping the symbol out of the text', () => {
    const layout = layoutPage(
      [
        run('General description of the role.', 60, 100),
        run('{', 60, 114, { icon: true, width: 4 }),
        run('Shipped the thing;', 68, 114),
        run('- Its first part;', 76, 128),
      ],
      595,
      1,
    );
    expect(layout.lines.map((l) => [l.text, l.indent, l.iconLead ?? false])).toEqual([
      ['General description of the role.', 12, false],
      ['Shipped the thing;', 12, true],
      ['- Its first part;', 15.2, false],
    ]);
  });

  it('does not take an icon far from the text, or on another baseline, as the line’s bullet', () => {
    const layout = layoutPage(
      [run('x', 30, 100, { icon: true, width: 5 }), run('Far right text', 300, 100), run('Below', 60, 130)],
      595,
      1,
    );
    expect(layout.lines.map((l) => l.iconLead ?? false)).toEqual([false, false]);
  });
});

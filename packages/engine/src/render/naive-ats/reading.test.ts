import { describe, expect, it } from 'vitest';
import { type NaiveLine, readNaively } from './reading.ts';

const line = (text: string, startsBlock = false): NaiveLine => ({ text, startsBlock });

const RESUME: NaiveLine[] = [
  line('Asha Rao', true),
  line('asha@example.com | +91 98765 43210 | Pune'),
  line('Work Experience', true),
  line('Backend Engineer Jan 2021 – Present', true),
  line('Acme Corp | Pune'),
  line('• Built the billing service.'),
  line('Intern May 2019 - Jul 2019', true),
  line('Globex · Mumbai'),
  line('EDUCATION', true),
  line('B.E. in Computer Engineering 2015 – 2019', true),
  line('University of Pune | Pune'),
  line('Skills', true),
  line('Languages: Go, TypeScript; SQL'),
];

describe('the naive ATS reader', () => {
  it('reads the header, each job, each school and the skills', () => {
    expect(readNaively(RESUME, true)).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      jobs: [
        { title: 'Backend Engineer', organisation: 'Acme Corp', dates: 'Jan 2021 – Present' },
        { title: 'Intern', organisation: 'Globex', dates: 'May 2019 - Jul 2019' },
      ],
      schools: ['University of Pune'],
      skills: ['Go', 'TypeScript', 'SQL'],
    });
  });

  it('takes only what comes before the dates as the title, as file order gives it', () => {
    const datesFirst = [line('Work Experience', true), line('Jan 2021 – PresentBackend Engineer', true)];
    expect(readNaively(datesFirst, true).jobs).toEqual([
      { title: '', organisation: '', dates: 'Jan 2021 – Present' },
    ]);
  });

  it('runs entries together when nothing marks where the next one starts', () => {
    const noGaps = RESUME.map((resumeLine) =>
      resumeLine.text.startsWith('Intern') ? line(resumeLine.text) : resumeLine,
    );
    expect(readNaively(noGaps, true).jobs.map((job) => job.title)).toEqual(['Backend Engineer']);
  });

  it('without geometry (a DOCX), starts an entry at each line with dates that is not a bullet', () => {
    const flat = RESUME.map((resumeLine) => line(resumeLine.text));
    expect(readNaively(flat, false).jobs.map((job) => job.title)).toEqual(['Backend Engineer', 'Intern']);
  });

  it('finds no section under a heading it does not know', () => {
    const odd = [line('Name'), line('Where I Worked', true), line('Engineer 2020 – 2021', true)];
    expect(readNaively(odd, true).jobs).toEqual([]);
  });
});

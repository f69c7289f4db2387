import { describe, expect, it } from 'vitest';
import { htmlToText } from '../html/html-text.ts';
import { documentResumeLines, namesAUser, resumeLines, textResumeLines } from './resume-lines.ts';
import { sampleBackendResume } from './test-support.ts';

describe('resume lines', () => {
  it('gives a document in reading order with fact ids and sections', () => {
    const lines = documentResumeLines(sampleBackendResume());
    expect(lines[0]).toMatchObject({ line: 1, text: 'Priya Raman', section: 'contact' });
    const bullet = lines.find((l) => l.targetId === 'W1.B3')!;
    expect(bullet).toMatchObject({
      kind: 'bullet',
      section: 'experience',
      text: 'Reduced p95 latency by 40% by adding Redis caching',
    });
    expect(lines.find((l) => l.targetId === 'K1')?.text).toBe(
      'Technical: Node.js, TypeScript, Python, PostgreSQL, Redis, Docker, Git',
    );
    expect(lines.map((l) => l.line)).toEqual(lines.map((_, i) => i + 1));
  });

  it('sections plain text by its headings and strips bullet markers', () => {
    const lines = textResumeLines(
      'Jo Park\njo@example.com\n\nWORK EXPERIENCE:\nAnalyst | Initech | 2020 – Present\n• Built 3 dashboards\n\nSkills\nSQL, Excel',
    );
    expect(lines.map((l) => [l.line, l.kind, l.section])).toEqual([
      [1, 'contact', 'contact'],
      [2, 'contact', 'contact'],
      [4, 'heading', 'experience'],
      [5, 'entry', 'experience'],
      [6, 'bullet', 'experience'],
      [8, 'heading', 'skills'],
      [9, 'skills', 'skills'],
    ]);
    expect(lines[4]!.text).toBe('Built 3 dashboards');
  });

  it('reads an HTML resume as text', () => {
    const html =
      '<html><style>p{}</style><body><h1>Jo Park</h1><p>jo@example.com</p><h2>Experience</h2><ul><li>Built 3 dashboards &amp; reports</li></ul></body></html>';
    expect(htmlToText(html, { bullets: true })).toContain('• Built 3 dashboards & reports');
    const lines = resumeLines(html);
    expect(lines.find((l) => l.kind === 'bullet')?.text).toBe('Built 3 dashboards & reports');
  });
});

describe('namesAUser', () => {
  it('tells the names a product is used by from the tools it was built with', () => {
    const line = 'Phabricator is used daily by Facebook, Dropbox, Quora, Asana and more. Built it in PHP.';
    expect(namesAUser(line, line.indexOf('Dropbox'))).toBe(true);
    expect(namesAUser(line, line.indexOf('Asana'))).toBe(true);
    expect(namesAUser(line, line.indexOf('PHP'))).toBe(false);
    const tool = 'Dashboards used by the finance team, built with Tableau';
    expect(namesAUser(tool, tool.indexOf('Tableau'))).toBe(false);
  });
});

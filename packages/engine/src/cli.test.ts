import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CliIo, main } from './cli.ts';
import { parseResume } from './parse/index.ts';
import { renderResume } from './render/index.ts';
import { sampleResume } from './render/sample-documents.ts';
import { readPdfText } from './render/test-support.ts';

const JOB = `   Job Description: Staff Backend Engineer (7+ Years of
      Experience)
   Razorpay, Bengaluru, India

We are looking for a Staff Backend Engineer to lead our payments platform.

Requirements:
- 7+ years building distributed systems in Java or Go
- Deep experience with Kafka, PostgreSQL and Kubernetes on AWS
- Experience designing payment, refund or ledger workflows at scale
- Strong mentoring and communication skills

Nice to have:
- Terraform and observability tooling such as Prometheus and Grafana
`;

function captureIo(): CliIo & { lines: string[]; errors: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    lines,
    errors,
    out: (line) => lines.push(line),
    err: (line) => errors.push(line),
    now: () => new Date('2026-11-22T09:30:00Z'),
  };
}

describe('engine CLI: tailor', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'hireproof-cli-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the resume and cover letter in four formats plus analysis.json', async () => {
    const resume = await renderResume(sampleResume(), { format: 'pdf', templateId: 'modern' });
    await writeFile(join(dir, 'resume.pdf'), resume.bytes);
    await writeFile(join(dir, 'job.txt'), JOB);
    const io = captureIo();
    const out = join(dir, 'out');
    const code = await main(
      [
        'tailor',
        '--resume',
        join(dir, 'resume.pdf'),
        '--job',
        join(dir, 'job.txt'),
        '--out',
        out,
        '--template',
        'tech',
      ],
      io,
    );
    expect(io.errors).toEqual([]);
    expect(code).toBe(0);

    const files = (await readdir(out)).sort();
    expect(files).toEqual(
      [
        'analysis.json',
        ...['docx', 'html', 'pdf', 'txt'].flatMap((format) => [
          `Jose_Nunez_Cover_Letter_Razorpay.${format}`,
          `Jose_Nunez_Resume_Razorpay.${format}`,
        ]),
      ].sort(),
    );

    const analysis = JSON.parse(await readFile(join(out, 'analysis.json'), 'utf8'));
    expect(analysis.parseMethod).toMatch(/^pdf-/);
    expect(analysis.job).toEqual({ title: 'Staff Backend Engineer', company: 'Razorpay' });
    const { exact_matches, near_matches, missing_keywords } = analysis.keywords.analysis;
    expect(exact_matches).toEqual(expect.arrayContaining(['Kafka', 'PostgreSQL']));
    expect(missing_keywords).toEqual(expect.arrayContaining(['Terraform']));
    expect(exact_matches.length + near_matches.length + missing_keywords.length).toBe(
      analysis.keywords.total,
    );
    for (const score of Object.values(analysis.readability.scores) as number[]) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(100);
    }
    expect(analysis.readability.suggestions.length).toBeLessThanOrEqual(6);
    expect(analysis.fabrications).toEqual([]);

    // The tailored resume is still our resume: our parser reads the same person and jobs back.
    const tailoredPdf = new Uint8Array(await readFile(join(out, 'Jose_Nunez_Resume_Razorpay.pdf')));
    const reread = await parseResume(tailoredPdf, 'tailored.pdf');
    expect(reread.document.basics.name).toBe('José Núñez');
    expect(reread.document.work.map((job) => job.company)).toEqual([
      'Flipkart',
      'Infosys Limited',
      'Zoho Corporation',
    ]);

    const letterText = await readFile(join(out, 'Jose_Nunez_Cover_Letter_Razorpay.txt'), 'utf8');
    // The TXT export keeps the person's accents, like every other format.
    expect(letterText.startsWith('José Núñez\n')).toBe(true);
    expect(letterText).toContain('Razorpay');
    expect(letterText).toContain('November 22, 2026');
    const letterPdf = await readPdfText(
      new Uint8Array(await readFile(join(out, 'Jose_Nunez_Cover_Letter_Razorpay.pdf'))),
    );
    expect(letterPdf).toContain('Application for Staff Backend Engineer');
    expect(io.lines.join('\n')).toContain('Wrote 9 files');
    // A resume in the job's own field gets no low-fit note.
    expect(io.lines.join('\n')).not.toContain('almost none of the job');
  });

  it('prints what the parser could not place, and keeps it in analysis.json', async () => {
    await writeFile(
      join(dir, 'resume.txt'),
      [
        'Jane Doe',
        'jane@example.com',
        'EXPERIENCE',
        'Backend Engineer, Acme Corp, 2019 - 2023',
        '- Built ledger services in Go and Kafka',
        'FUN FACTS',
        'Ran a marathon',
      ].join('\n'),
    );
    await writeFile(join(dir, 'job.txt'), JOB);
    const io = captureIo();
    const out = join(dir, 'out');
    const args = ['tailor', '--resume', join(dir, 'resume.txt'), '--job', join(dir, 'job.txt'), '--out', out];
    expect(await main(args, io)).toBe(0);
    const printed = io.lines.join('\n');
    expect(printed).toContain('Warnings about reading resume.txt:');
    expect(printed).toMatch(/ {2}- 1 section heading did not match a section we know \("FUN FACTS"\)/);
    const analysis = JSON.parse(await readFile(join(out, 'analysis.json'), 'utf8'));
    expect(analysis.warnings.map((warning: { code: string }) => warning.code)).toEqual([
      'sections-unrecognised',
    ]);
  });

  it('notes a resume that shows almost none of the job', async () => {
    await writeFile(
      join(dir, 'resume.txt'),
      [
        'Jane Doe',
        'jane@example.com',
        'EXPERIENCE',
        'Preschool Teacher, Little Acorns, 2019 - 2023',
        '- Planned circle time for toddlers',
      ].join('\n'),
    );
    await writeFile(join(dir, 'job.txt'), JOB);
    const io = captureIo();
    const args = [
      'tailor',
      '--resume',
      join(dir, 'resume.txt'),
      '--job',
      join(dir, 'job.txt'),
      '--out',
      join(dir, 'out'),
    ];
    expect(await main(args, io)).toBe(0);
    expect(io.lines.join('\n')).toMatch(
      /Note: this resume shows almost none of the job's keywords \(coverage \d of 100, under 5\)/,
    );
  });

  it('explains usage errors without a stack trace', async () => {
    const io = captureIo();
    expect(await main(['tailor', '--resume', 'x.pdf'], io)).toBe(2);
    expect(io.errors[0]).toBe('--resume, --job and --out are required.');

    const unknown = captureIo();
    expect(
      await main(['tailor', '--resume', 'a', '--job', 'b', '--out', dir, '--template', 'fancy'], unknown),
    ).toBe(2);
    expect(unknown.errors[0]).toContain("Unknown template 'fancy'");

    const missing = captureIo();
    await writeFile(join(dir, 'job.txt'), JOB);
    expect(
      await main(
        ['tailor', '--resume', join(dir, 'none.pdf'), '--job', join(dir, 'job.txt'), '--out', dir],
        missing,
      ),
    ).toBe(1);
    expect(missing.errors[0]).toContain('File not found');

    const unreadable = captureIo();
    await writeFile(join(dir, 'broken.pdf'), '%PDF-1.7 this is not really a pdf');
    expect(
      await main(
        ['tailor', '--resume', join(dir, 'broken.pdf'), '--job', join(dir, 'job.txt'), '--out', dir],
        unreadable,
      ),
    ).toBe(1);
    expect(unreadable.errors[0]).toMatch(/^Could not read the resume: /);
  });
});

/**
 * Word renderings of the made-up people in two layouts the product's templates do not use: an employer-first
 * layout (employer and place on one line, title and dates right-aligned by a tab on the next, as many Word
 * templates set them) and a title-first layout with the employer, place and dates on one line in italics.
 * Bullets are Word's own list paragraphs; headings are bold capitals with a rule, or Word's Heading 2 style.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  TabStopType,
  TextRun,
} from 'docx';
import type { GeneratedResume } from './personas.ts';
import { seededRandom } from './random.ts';
import { type DateStyle, formatDate, printedDegree } from './text-layouts.ts';

const RIGHT_EDGE = 9_000;

function headingParagraph(text: string, wordStyle: boolean): Paragraph {
  if (wordStyle) return new Paragraph({ text, heading: HeadingLevel.HEADING_2 });
  return new Paragraph({
    spacing: { before: 240, after: 80 },
    border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: '999999', space: 1 } },
    children: [new TextRun({ text: text.toUpperCase(), bold: true })],
  });
}

function tabbed(left: TextRun[], right: string, italics = false): Paragraph {
  return new Paragraph({
    tabStops: [{ type: TabStopType.RIGHT, position: RIGHT_EDGE }],
    children: [...left, ...(right ? [new TextRun({ text: `\t${right}`, italics })] : [])],
  });
}

const bulletParagraph = (text: string) => new Paragraph({ text, bullet: { level: 0 } });

export async function docxLayout(resume: GeneratedResume): Promise<Uint8Array> {
  const random = seededRandom(resume.meta.seed + 4);
  const employerFirst = random.chance(0.5);
  const wordHeadings = random.chance(0.4);
  const dateStyle = random.pick<DateStyle>(['mon-year', 'month-year', 'mm/yyyy']);
  const dash = random.pick([' – ', ' - ']);
  const { basics } = resume;
  const body: Paragraph[] = [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [new TextRun({ text: basics.name, bold: true, size: 36 })],
    }),
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [
        new TextRun(
          [
            basics.email,
            basics.phone,
            `${basics.location.city}, ${basics.location.region}`,
            ...basics.profiles.map((p) => p.url),
          ].join(' | '),
        ),
      ],
    }),
  ];
  if (basics.summary) body.push(headingParagraph('Summary', wordHeadings), new Paragraph(basics.summary));
  if (resume.work.length > 0) {
    body.push(
      headingParagraph(random.pick(['Experience', 'Professional Experience', 'Work History']), wordHeadings),
    );
    for (const job of resume.work) {
      const dates = `${formatDate(job.startDate, dateStyle)}${dash}${job.endDate ? formatDate(job.endDate, dateStyle) : 'Present'}`;
      if (employerFirst) {
        body.push(tabbed([new TextRun({ text: job.name, bold: true })], job.location ?? ''));
        body.push(tabbed([new TextRun({ text: job.position, italics: true })], dates, true));
      } else {
        body.push(tabbed([new TextRun({ text: job.position, bold: true })], dates));
        body.push(
          new Paragraph({
            children: [
              new TextRun({ text: [job.name, job.location].filter(Boolean).join(', '), italics: true }),
            ],
          }),
        );
      }
      if (job.summary) body.push(new Paragraph(job.summary));
      for (const line of job.highlights) body.push(bulletParagraph(line));
    }
  }
  if (resume.education.length > 0) {
    body.push(headingParagraph('Education', wordHeadings));
    for (const entry of resume.education) {
      const end = formatDate(entry.endDate, dateStyle);
      body.push(tabbed([new TextRun({ text: entry.institution, bold: true })], end));
      body.push(
        new Paragraph(
          `${printedDegree(entry, employerFirst ? ' in ' : ', ')}${entry.score ? `; Grade: ${entry.score}` : ''}`,
        ),
      );
    }
  }
  if (resume.skills.length > 0) {
    body.push(headingParagraph('Skills', wordHeadings));
    for (const group of resume.skills)
      body.push(
        new Paragraph({
          children: [
            new TextRun({ text: `${group.name}: `, bold: true }),
            new TextRun(group.keywords.join(', ')),
          ],
        }),
      );
  }
  if (resume.certificates.length > 0) {
    body.push(headingParagraph('Certifications', wordHeadings));
    for (const cert of resume.certificates)
      body.push(bulletParagraph(`${cert.name}${cert.date ? ` (${cert.date})` : ''}`));
  }
  if (resume.languages.length > 0) {
    body.push(headingParagraph('Languages', wordHeadings));
    body.push(new Paragraph(resume.languages.map((l) => `${l.language}: ${l.fluency}`).join(' · ')));
  }
  const doc = new Document({ sections: [{ children: body }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

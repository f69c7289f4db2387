/**
 * Upload fixtures for the applications tests and the bench, made by our own code: a resume
 * document rendered to PDF, DOCX and TXT by the engine, plus hostile files (corrupt PDF, image-only
 * PDF, DOCX zip bomb, an executable renamed .pdf). The person and employers are invented.
 */
import { emptyResumeDocument, type ResumeDocument, renderResume } from '@hireproof/engine';
import { strToU8, zipSync } from 'fflate';
import PDFDocument from 'pdfkit';

const bullet = (id: string, text: string) => ({ id, text });

/** A resume long enough to fill about two pages. */
export function sampleResume(): ResumeDocument {
  const jobs = [
    ['Senior Backend Engineer', 'Harbor Freight Analytics', '2021-03', 'Mar 2021', true],
    ['Backend Engineer', 'Quillstone Software', '2018-06', 'Jun 2018', false],
    ['Software Developer', 'Tidewater Systems', '2015-01', 'Jan 2015', false],
    ['Junior Developer', 'Oakridge Digital', '2013-05', 'May 2013', false],
    ['Support Engineer', 'Bramblewood Networks', '2011-09', 'Sep 2011', false],
  ] as const;
  const lines = [
    'Built a payments API in TypeScript and Node.js serving 3,000 requests per second',
    'Cut p95 latency by 35% by moving hot queries to PostgreSQL partial indexes',
    'Led a team of five engineers through a migration from a monolith to services on Kubernetes',
    'Introduced contract tests and CI pipelines in GitHub Actions for twelve repositories',
    'Designed event processing on Kafka that handled 2 million events per day',
    'Worked on monitoring dashboards with Grafana and Prometheus for on-call engineers',
    'Reduced cloud spend on AWS by 22% by right-sizing clusters and scheduling batch workloads',
    'Wrote runbooks and postmortems that shortened incident recovery from hours to 20 minutes',
  ];
  return {
    ...emptyResumeDocument(),
    basics: {
      name: 'Avery Lindqvist',
      label: 'Senior Backend Engineer',
      email: 'avery.lindqvist@example.com',
      phone: '+1 512 555 0147',
      location: { text: 'Austin, TX', city: 'Austin', region: 'TX', countryCode: 'US' },
      profiles: [{ network: 'LinkedIn', url: 'https://linkedin.com/in/avery-lindqvist' }],
    },
    summary: {
      id: 'S',
      text: 'Backend engineer with twelve years of building reliable APIs and data pipelines in TypeScript, Go and SQL.',
    },
    work: jobs.map(([position, company, iso, text, current], index) => ({
      id: `W${index + 1}`,
      company,
      position,
      location: 'Austin, TX',
      start: { text, iso },
      ...(current ? {} : { end: { text: `Dec ${2021 - index * 2}`, iso: `${2021 - index * 2}-12` } }),
      current,
      highlights: lines.map((line, b) => bullet(`W${index + 1}.B${b + 1}`, line)),
    })),
    education: [
      {
        id: 'E1',
        institution: 'University of Texas at Austin',
        area: 'Computer Science',
        studyType: 'Bachelor of Science',
        start: { text: '2009', iso: '2009' },
        end: { text: '2013', iso: '2013' },
        courses: [],
        highlights: [],
      },
    ],
    skills: [
      { id: 'K1', name: 'Languages', keywords: ['TypeScript', 'Go', 'SQL', 'Python'] },
      { id: 'K2', name: 'Platforms', keywords: ['Node.js', 'PostgreSQL', 'Kubernetes', 'Kafka', 'AWS'] },
    ],
  };
}

export const SAMPLE_JOB = {
  jobTitle: 'Staff Backend Engineer',
  company: 'Northwind Payments',
  jobDescription:
    'Northwind Payments is hiring a Staff Backend Engineer to design and run the services behind our card platform. ' +
    'You will build APIs in TypeScript and Go, own PostgreSQL data models, and run services on Kubernetes and AWS. ' +
    'Requirements: 8+ years of backend development, experience with Kafka or other event streaming, strong SQL, ' +
    'Terraform for infrastructure as code, and observability with Datadog. Experience mentoring engineers and ' +
    'leading technical design reviews is a plus. Nice to have: GraphQL, Redis and gRPC.',
} as const;

export async function samplePdf(doc: ResumeDocument = sampleResume()): Promise<Uint8Array> {
  return (await renderResume(doc, { format: 'pdf' })).bytes;
}

export async function sampleDocx(doc: ResumeDocument = sampleResume()): Promise<Uint8Array> {
  return (await renderResume(doc, { format: 'docx' })).bytes;
}

export async function sampleTxt(doc: ResumeDocument = sampleResume()): Promise<Uint8Array> {
  return (await renderResume(doc, { format: 'txt' })).bytes;
}

/** A page with a filled rectangle and no text: what a scan looks like to a text extractor. */
export function imageOnlyPdf(): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.rect(60, 60, 400, 600).fill('#444444');
    doc.end();
  });
}

/** Starts like a PDF, then garbage. */
export function corruptPdf(): Uint8Array {
  const bytes = new Uint8Array(4096);
  bytes.set(strToU8('%PDF-1.7\n'));
  for (let i = 9; i < bytes.length; i++) bytes[i] = (i * 7919) % 251;
  return bytes;
}

/** An ELF executable header under a .pdf name. */
export function executableAsPdf(): Uint8Array {
  const bytes = new Uint8Array(2048);
  bytes.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]);
  return bytes;
}

/** A DOCX whose document.xml inflates to `inflatedBytes` of zeros (a few hundred KB on disk). */
export function docxZipBomb(inflatedBytes = 100 * 1024 * 1024): Uint8Array {
  const contentTypes = strToU8(
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  const zeros = new Uint8Array(inflatedBytes);
  return zipSync({
    '[Content_Types].xml': contentTypes,
    'word/document.xml': [zeros, { level: 9 }],
  });
}

/**
 * A minimal DOCX whose body is these paragraphs of plain text: what a word processor writes for a
 * resume without styles (the hostile-size cases of issue 26 are built from it).
 */
export function plainDocx(paragraphs: string[]): Uint8Array {
  const contentTypes =
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
  const rels =
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
  const body = paragraphs
    .map((text) => `<w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`)
    .join('');
  const document =
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    `<w:body>${body}</w:body></w:document>`;
  return zipSync({
    '[Content_Types].xml': strToU8(contentTypes),
    '_rels/.rels': strToU8(rels),
    'word/document.xml': strToU8(document),
  });
}

/** A DOCX of ordinary resume lines whose XML comes to about `megabytes` MB. */
export function docxWithXmlMegabytes(megabytes: number): Uint8Array {
  const line = 'Led a team of five engineers through a migration from a monolith to services on Kubernetes';
  const count = Math.round((megabytes * 1024 * 1024) / (line.length + 70));
  return plainDocx(Array.from({ length: count }, (_, i) => `${line} (${i})`));
}

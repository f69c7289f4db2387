import { buildResumeDocx } from '../../packages/engine/src/fixtures/docx.ts';
import { buildLinesPdf, buildResumePdf, buildTwoColumnPdf } from '../../packages/engine/src/fixtures/pdf.ts';
import {
  type FixtureResume,
  fixtureToText,
  twoColumnResume,
  twoPageResume,
} from '../../packages/engine/src/fixtures/resume-fixtures.ts';
import { openPdf } from '../../packages/engine/src/parse/extract/pdf.ts';
import { extractText, parseResume } from '../../packages/engine/src/parse/index.ts';
import { type BenchRow, type BenchSection, percentiles, timeRuns } from './types.ts';

const RUNS = 25;

/** The baseline: pdf.js `getTextContent` on every page, runs joined in content order, EOL marks kept. */
export async function plainPdfJsText(bytes: Uint8Array): Promise<string> {
  const task = await openPdf(bytes);
  try {
    const pdf = await task.promise;
    const pages: string[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      pages.push(
        content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
      );
    }
    return pages.join('\n');
  } finally {
    await task.destroy();
  }
}

const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu) ?? [];

/** Share of the source's words (with repeats) that the extraction contains as whole words. */
export function wordRecall(source: string, extracted: string): number {
  const have = new Map<string, number>();
  for (const w of words(extracted)) have.set(w, (have.get(w) ?? 0) + 1);
  const want = words(source);
  let found = 0;
  for (const w of want) {
    const left = have.get(w) ?? 0;
    if (left > 0) {
      found += 1;
      have.set(w, left - 1);
    }
  }
  return want.length ? found / want.length : 1;
}

interface Sample {
  label: string;
  bytes: Uint8Array;
  source: string;
}

/** A page of typeset text with ligature code points and words hyphenated at line ends. */
async function typesetSample(): Promise<Sample> {
  const lines = [
    'Of\uFB01ce manager with an e\uFB03cient work\uFB02ow for the',
    'recommen-',
    'dation of suppliers and the reconcili-',
    'ation of accounts across \uFB01ve o\uFB03ces.',
  ];
  const source =
    'Office manager with an efficient workflow for the recommendation of suppliers and the reconciliation of accounts across five offices.';
  return {
    label: 'typeset',
    bytes: await buildLinesPdf(
      lines.map((text) => ({ text })),
      { embedFont: true },
    ),
    source,
  };
}

async function resumeSample(
  label: string,
  resume: FixtureResume,
  build: (r: FixtureResume) => Promise<Uint8Array>,
): Promise<Sample> {
  return { label, bytes: await build(resume), source: fixtureToText(resume) };
}

export const engineParseSection: BenchSection = {
  title: 'Engine: parse (DESIGN §8)',
  run: async () => {
    const rows: BenchRow[] = [];
    const pdf = await buildResumePdf(twoPageResume());
    const docx = await buildResumeDocx(twoPageResume());

    const pdfTimes = percentiles(await timeRuns(() => parseResume(pdf, 'two-page.pdf'), RUNS));
    rows.push({
      name: 'parse 2-page PDF, p50',
      value: pdfTimes.p50,
      unit: 'ms',
      budget: 150,
      note: `p95 ${pdfTimes.p95.toFixed(1)} ms over ${RUNS} runs`,
    });
    const docxTimes = percentiles(await timeRuns(() => parseResume(docx, 'two-page.docx'), RUNS));
    rows.push({
      name: 'parse 2-page DOCX, p50',
      value: docxTimes.p50,
      unit: 'ms',
      budget: 100,
      note: `p95 ${docxTimes.p95.toFixed(1)} ms over ${RUNS} runs`,
    });

    const samples = [
      await resumeSample('two-page', twoPageResume(), (r) => buildResumePdf(r)),
      await resumeSample('two-column', twoColumnResume(), (r) => buildTwoColumnPdf(r)),
      await typesetSample(),
    ];
    let oursTime = 0;
    let plainTime = 0;
    const recalls: string[] = [];
    let oursRecall = 0;
    let plainRecall = 0;
    for (const sample of samples) {
      oursTime += percentiles(
        await timeRuns(() => extractText(sample.bytes, `${sample.label}.pdf`), RUNS),
      ).p50;
      plainTime += percentiles(await timeRuns(() => plainPdfJsText(sample.bytes), RUNS)).p50;
      const ours = wordRecall(sample.source, (await extractText(sample.bytes, `${sample.label}.pdf`)).text);
      const plain = wordRecall(sample.source, await plainPdfJsText(sample.bytes));
      oursRecall += ours;
      plainRecall += plain;
      recalls.push(`${sample.label} ${(ours * 100).toFixed(1)}% vs ${(plain * 100).toFixed(1)}%`);
    }
    rows.push({
      name: 'PDF text extraction time: ours / plain pdf.js',
      value: oursTime / plainTime,
      unit: 'ratio',
      note: `${oursTime.toFixed(1)} ms vs ${plainTime.toFixed(1)} ms (sum of p50 over ${samples.length} files; ours adds fonts, geometry and repairs)`,
    });
    rows.push({
      name: 'PDF word recall: ours / plain pdf.js',
      value: oursRecall / plainRecall,
      unit: 'ratio',
      note: recalls.join('; '),
    });
    return rows;
  },
};

/**
 * `npm run eval:ats-readers`: our exported PDFs as readers we did not write would fill in a form.
 * Every resume in `../shared/corpus/resumes` is parsed, rendered in each of the nine templates, and
 * read back by the two stand-ins in `packages/engine/src/render/naive-ats/`: the naive reader (the
 * first line of an entry is its title) and the feature-scoring reader (a title is the item with a job
 * word, the employer the bold one, the way pdf.js-based open-source parsers read). The labels come
 * for free: each is read against the document the file was rendered from, the n-th job against the
 * n-th. Titles with no job word ('Job title', 'Team Leader') no scoring reader can find; the figure
 * without them is printed too. Evaluation only: nothing of the corpus is copied into the repository.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseResume } from '../packages/engine/src/index.ts';
import type { ResumeDocument } from '../packages/engine/src/model/resume-document.ts';
import { renderResume } from '../packages/engine/src/render/index.ts';
import { wordsOf as words } from '../packages/engine/src/render/naive-ats/compare.ts';
import { naiveReadBack } from '../packages/engine/src/render/naive-ats/index.ts';
import { hasJobWord, readByScoring } from '../packages/engine/src/render/naive-ats/scoring.ts';
import { TEMPLATE_IDS } from '../packages/engine/src/render/templates/catalog.ts';

const corpus = fileURLToPath(new URL('../../shared/corpus/resumes', import.meta.url));
type Tally = Map<string, { right: number; all: number }>;
function count(tally: Tally, field: string, right: boolean): void {
  const entry = tally.get(field) ?? { right: 0, all: 0 };
  entry.all += 1;
  if (right) entry.right += 1;
  tally.set(field, entry);
}
const share = (tally: Tally, field: string) => {
  const entry = tally.get(field);
  return entry ? `${((100 * entry.right) / entry.all).toFixed(1)}% (${entry.right}/${entry.all})` : '—';
};

async function readBoth(doc: ResumeDocument, templateId: string, naive: Tally, scoring: Tally) {
  const pdf = (await renderResume(doc, { format: 'pdf', templateId })).bytes;
  for (const field of await naiveReadBack(doc, pdf, 'pdf'))
    if (['name', 'title', 'employer', 'dates'].includes(field.field)) count(naive, field.field, field.ok);
  const read = await readByScoring(pdf);
  if (doc.basics.name) count(scoring, 'name', words(read.name) === words(doc.basics.name));
  doc.work.forEach((job, index) => {
    const got = read.jobs[index];
    const title = words(got?.title) === words(job.position);
    count(scoring, 'title', title);
    if (hasJobWord(job.position)) count(scoring, 'title with a job word', title);
    if (job.company) count(scoring, 'employer', words(got?.employer) === words(job.company));
  });
}

async function main(): Promise<void> {
  if (!existsSync(corpus)) {
    console.log(`No corpus at ${corpus}: nothing to measure.`);
    return;
  }
  const files = readdirSync(corpus).filter((file) => /\.(pdf|docx|txt)$/i.test(file));
  const docs: ResumeDocument[] = [];
  for (const file of files)
    docs.push((await parseResume(readFileSync(path.join(corpus, file)), file)).document);
  const rows: string[][] = [];
  const naiveAll: Tally = new Map();
  const scoringAll: Tally = new Map();
  for (const templateId of TEMPLATE_IDS) {
    const naive: Tally = new Map();
    const scoring: Tally = new Map();
    for (const doc of docs) await readBoth(doc, templateId, naive, scoring);
    for (const [tally, all] of [
      [naive, naiveAll],
      [scoring, scoringAll],
    ] as const)
      for (const [field, { right, all: n }] of tally) {
        const total = all.get(field) ?? { right: 0, all: 0 };
        all.set(field, { right: total.right + right, all: total.all + n });
      }
    rows.push([
      templateId,
      ...['title', 'employer', 'dates'].map((field) => share(naive, field)),
      ...['name', 'title', 'title with a job word', 'employer'].map((field) => share(scoring, field)),
    ]);
  }
  rows.push([
    'all nine',
    ...['title', 'employer', 'dates'].map((field) => share(naiveAll, field)),
    ...['name', 'title', 'title with a job word', 'employer'].map((field) => share(scoringAll, field)),
  ]);
  console.log(
    `${docs.length} corpus resumes, each rendered in ${TEMPLATE_IDS.length} templates and read back.\n`,
  );
  console.log(
    '| template | naive: title | naive: employer | naive: dates | scoring: name | scoring: title | scoring: title with a job word | scoring: employer |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

await main();

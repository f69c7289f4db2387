import { readFileSync, readdirSync } from 'node:fs';
import { extractJobKeywords, matchKeywords, parseResume } from '../packages/engine/src/index.ts';
const R = '/work/shared/corpus/resumes', J = '/work/shared/corpus/job_descriptions';
const resumes = readdirSync(R).filter((f) => /\.(pdf|docx|txt)$/.test(f) && !f.includes('coverletter'));
const jobs = readdirSync(J).filter((f) => f.endsWith('.txt'));
const rows: string[] = [];
const docs = [] as [string, any][];
for (const r of resumes) { try { docs.push([r, (await parseResume(new Uint8Array(readFileSync(`${R}/${r}`)), r)).document]); } catch {} }
for (const j of jobs) {
  const kw = extractJobKeywords(readFileSync(`${J}/${j}`, 'utf8'));
  const line = [j.slice(0, 28).padEnd(28)];
  for (const [, d] of docs) { const m = matchKeywords(d, kw); line.push(`${String(m.score).padStart(3)}/${String(Math.round(100*m.matched/Math.max(1,m.total))).padStart(3)}`); }
  rows.push(line.join(' '));
}
console.log(docs.map(([r], i) => `${i}:${r}`).join(' '));
console.log(rows.join('\n'));
const soft = docs.map(([r], i) => i).filter((i) => ![1,2,6,7,8,9,11].includes(i));
const softJobs = jobs.filter((j) => /naukri|rm_(backend|frontend|ml|job_desc_(front|full|java))|seek|indeed|principal_qa/.test(j));
const unrelated = jobs.filter((j) => /housekeeper|reporter|proofreader|mailroom|medical_lab|retail/.test(j));
for (const T of [3, 5, 8, 10]) {
  let fp = 0, n = 0, tp = 0, m = 0;
  for (const j of softJobs) { const kw = extractJobKeywords(readFileSync(`${J}/${j}`, 'utf8')); for (const i of soft) { n++; if (matchKeywords(docs[i]![1], kw).score < T) fp++; } }
  for (const j of unrelated) { const kw = extractJobKeywords(readFileSync(`${J}/${j}`, 'utf8')); for (const i of soft) { m++; if (matchKeywords(docs[i]![1], kw).score < T) tp++; } }
  console.log(`T=${T}: related pairs flagged ${fp}/${n}; unrelated pairs flagged ${tp}/${m}`);
}
console.log('soft', soft.map(i=>docs[i]![0]).join(','), '\nsoftJobs', softJobs.length, 'unrelated', unrelated.join(','));

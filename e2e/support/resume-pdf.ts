import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ResumeDocument, renderResume } from '@hireproof/engine';

/** A PDF the engine rendered into its own temporary folder, and the way to remove that folder again. */
export interface RenderedResumeFile {
  path: string;
  cleanup: () => void;
}

/** Renders a made-up candidate to PDF with our own engine, so journeys upload a file we generated
 * ourselves (never a real person's or a corpus file). */
export async function writeResumePdf(
  document: ResumeDocument,
  fileName: string,
): Promise<RenderedResumeFile> {
  const workDir = mkdtempSync(join(tmpdir(), 'hireproof-e2e-resume-'));
  const path = join(workDir, fileName);
  const rendered = await renderResume(document, { format: 'pdf' });
  writeFileSync(path, rendered.bytes);
  return { path, cleanup: () => rmSync(workDir, { recursive: true, force: true }) };
}

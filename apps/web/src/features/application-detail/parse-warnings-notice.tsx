import type { ParseWarningView } from '@hireproof/contract';
import { Info } from 'lucide-react';

/**
 * What the person can do about each warning; the message itself (written by the engine) says what happened.
 * Codes without advice (a capped page count, a guessed encoding) are shown with their message alone.
 */
const ADVICE: Record<string, string> = {
  'sections-unrecognised':
    'If one of these holds jobs, studies or skills, rename its heading in your file (for example to "Experience", "Education" or "Skills") and upload it again.',
  'lines-moved-to-other':
    'Check the "Other" section of your resume below; if a line belongs to a job or a section, move it there in your file and upload it again.',
  'running-lines-dropped':
    'Nothing of yours is lost: these lines repeat on every page. If one of them holds real content, put it in the body of your resume.',
  'cover-letter-dropped':
    'Upload the cover letter on its own if you want it read; this application used the resume.',
  'looks-like-cover-letter':
    'Upload your resume (with your jobs and dates) rather than a letter; we write the cover letter for you.',
  'pages-capped': 'Shorten the file or split it, then upload it again if something important came after.',
  'characters-capped': 'Shorten the file, then upload it again if something important came after.',
  'two-column-layout': 'Check that each job and section reads in the right order below.',
};

/** A calm list of what reading the upload moved, left out or could not recognise; nothing when all went well. */
export function ParseWarningsNotice({ warnings }: { warnings: ParseWarningView[] }) {
  if (warnings.length === 0) return null;
  return (
    <section
      aria-labelledby="parse-warnings-title"
      className="rounded-lg border border-border bg-muted/40 p-4 text-sm"
      data-testid="parse-warnings"
    >
      <h2 id="parse-warnings-title" className="flex items-center gap-2 font-medium">
        <Info className="size-4 text-muted-foreground" aria-hidden="true" />
        Notes on reading your resume
      </h2>
      <ul className="mt-3 space-y-3">
        {warnings.map((warning) => (
          <li key={`${warning.code}:${warning.message}`} className="space-y-1">
            <p>{warning.message}</p>
            {ADVICE[warning.code] ? <p className="text-muted-foreground">{ADVICE[warning.code]}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

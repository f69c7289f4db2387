import type { ParseWarningView } from '@hireproof/contract';
import { Info } from 'lucide-react';
import type { MouseEvent } from 'react';
import { STRUCTURE_PLACES } from './review/structure-panel.tsx';

/**
 * What the person can do about each warning; the message itself (written by the engine) says what happened.
 * Codes without advice (a capped page count, a guessed encoding) are shown with their message alone.
 */
const ADVICE: Record<string, string> = {
  'sections-unrecognised':
    'If one of these holds jobs, studies or skills, read it as that kind in the Structure panel, or rename its heading in your file (for example to "Experience", "Education" or "Skills") and upload it again.',
  'lines-moved-to-other':
    'Check the "Other" section in the Structure panel; if its lines are jobs, studies or skills, read them as that kind there.',
  'running-lines-dropped':
    'Nothing of yours is lost: these lines repeat on every page. If one of them holds real content, put it in the body of your resume.',
  'cover-letter-dropped':
    'Upload the cover letter on its own if you want it read; this application used the resume.',
  'looks-like-cover-letter':
    'Upload your resume (with your jobs and dates) rather than a letter; we write the cover letter for you.',
  'entry-header-unsure':
    'Each such job asks you in the Structure panel; one click swaps its title and employer, and Restore undoes it.',
  'pages-capped': 'Shorten the file or split it, then upload it again if something important came after.',
  'characters-capped': 'Shorten the file, then upload it again if something important came after.',
  'two-column-layout': 'Check that each job and section reads in the right order below.',
};

/**
 * Where in the review panel's Structure part each warning can be fixed; the others (lines left out on
 * purpose, a capped file) are not in the document, so there is nothing there to fix.
 */
const PLACES: Record<string, string[]> = {
  'sections-unrecognised': [STRUCTURE_PLACES.sections],
  // The "Other" section, or the list of sections once it was sorted.
  'lines-moved-to-other': [STRUCTURE_PLACES.other, STRUCTURE_PLACES.sections],
  'two-column-layout': [STRUCTURE_PLACES.entries],
  'looks-like-cover-letter': [STRUCTURE_PLACES.entries],
  'entry-header-unsure': [STRUCTURE_PLACES.entries],
};

/** Moves the reader, and the keyboard focus, to the first of `ids` on the page. */
function goTo(event: MouseEvent<HTMLAnchorElement>, ids: string[]) {
  const target = ids.map((id) => document.getElementById(id)).find((element) => element !== null);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView?.({ block: 'start' });
  target.focus();
}

/**
 * A calm list of what reading the upload moved, left out or could not recognise; nothing when all went
 * well. With `structureLinks` (the review panel is on the page), a warning the person can fix links to
 * its place in the Structure part.
 */
export function ParseWarningsNotice({
  warnings,
  structureLinks = false,
}: {
  warnings: ParseWarningView[];
  structureLinks?: boolean;
}) {
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
            {structureLinks && PLACES[warning.code] ? (
              <p>
                <a
                  className="font-medium underline underline-offset-2"
                  href={`#${PLACES[warning.code]![0]}`}
                  onClick={(event) => goTo(event, PLACES[warning.code]!)}
                >
                  Fix this in the Structure panel
                </a>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

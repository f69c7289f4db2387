import {
  type ReviewStructure,
  STRUCTURE_FIELD_MAX_CHARS,
  STRUCTURE_KINDS,
  type StructureFixRequest,
  type StructureKind,
} from '@hireproof/contract';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';

/**
 * Where each part of the Structure panel is on the page, so the notes on reading the resume can link
 * to the place a warning concerns.
 */
export const STRUCTURE_PLACES = {
  panel: 'structure-panel-heading',
  sections: 'structure-sections',
  other: 'structure-other',
  entries: 'structure-entries',
} as const;

type Section = ReviewStructure['sections'][number];
type Entry = ReviewStructure['entries'][number];

// A long entry name must not widen the page on a phone: the list shrinks to the row and truncates.
const selectClass = 'h-9 w-full max-w-full rounded-md border border-input bg-background px-2 text-sm';
const KIND_KEYS = Object.keys(STRUCTURE_KINDS) as StructureKind[];

/** A short name for an entry in the "move to" list: 'Backend Engineer · Quillstone (W2)'. */
function entryName(entry: Entry): string {
  const name = [entry.title, entry.organisation].filter(Boolean).join(' · ') || 'Untitled entry';
  return `${name} (${entry.id})`;
}

function SectionCard({
  section,
  busy,
  onFix,
}: {
  section: Section;
  busy: boolean;
  onFix: (request: StructureFixRequest) => void;
}) {
  const [kind, setKind] = useState<StructureKind>('work');
  const selectId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFix({ type: 'reread', sectionId: section.id, kind });
  };
  return (
    <form
      id={section.other ? STRUCTURE_PLACES.other : undefined}
      tabIndex={-1}
      className="space-y-2 rounded-md border border-border p-3 text-sm"
      aria-label={`Section "${section.title}"`}
      data-testid={`structure-section-${section.id}`}
      onSubmit={submit}
    >
      <h4 className="font-medium">
        {section.title}{' '}
        <span className="font-normal text-muted-foreground">
          {section.other ? '(lines we could not place)' : '(heading we did not recognise)'}
        </span>
      </h4>
      <ul className="list-disc space-y-1 pl-5">
        {section.lines.map((line) => (
          <li key={line.id}>{line.text}</li>
        ))}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 max-w-full space-y-1">
          <label htmlFor={selectId} className="block text-xs font-medium">
            Read these lines as
          </label>
          <select
            id={selectId}
            className={selectClass}
            value={kind}
            disabled={busy}
            onChange={(event) => setKind(event.target.value as StructureKind)}
          >
            {KIND_KEYS.map((key) => (
              <option key={key} value={key}>
                {STRUCTURE_KINDS[key]}
              </option>
            ))}
          </select>
        </div>
        <Button size="sm" type="submit" disabled={busy}>
          Read again
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        A line that does not fit stays in this section, so nothing is lost.
      </p>
    </form>
  );
}

const FIELDS = ['title', 'organisation', 'location', 'start', 'end'] as const;
type Field = (typeof FIELDS)[number];

function fieldLabel(field: Field, kind: Entry['kind']): string {
  switch (field) {
    case 'title':
      return kind === 'work' ? 'Title' : 'Degree';
    case 'organisation':
      return kind === 'work' ? 'Company' : 'Institution';
    case 'location':
      return 'Location';
    case 'start':
      return 'Start';
    case 'end':
      return 'End';
  }
}

function EntryCard({
  entry,
  others,
  busy,
  onFix,
}: {
  entry: Entry;
  others: Entry[];
  busy: boolean;
  onFix: (request: StructureFixRequest) => void;
}) {
  const [values, setValues] = useState<Record<Field, string>>(() => ({
    title: entry.title,
    organisation: entry.organisation,
    location: entry.location,
    start: entry.start,
    end: entry.end,
  }));
  const [targets, setTargets] = useState<Record<string, string>>({});
  const fieldId = useId();
  const changed = FIELDS.some((field) => values[field].trim() !== entry[field]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    onFix({
      type: 'header',
      entryId: entry.id,
      title: values.title.trim(),
      organisation: values.organisation.trim(),
      location: values.location.trim(),
      start: values.start.trim(),
      end: values.end.trim(),
    });
  };
  const name = entryName(entry);
  // The saved header with its title and employer exchanged: one click, a new revision Restore can undo.
  const swap = () =>
    onFix({
      type: 'header',
      entryId: entry.id,
      title: entry.organisation,
      organisation: entry.title,
      location: entry.location,
      start: entry.start,
      end: entry.end,
    });
  return (
    <div
      className="space-y-3 rounded-md border border-border p-3 text-sm"
      data-testid={`structure-entry-${entry.id}`}
    >
      {entry.question ? (
        <div className="flex flex-wrap items-center gap-2 rounded-md bg-muted p-2" role="note">
          <p className="min-w-0 flex-1 basis-64">{entry.question}</p>
          <Button size="sm" type="button" variant="outline" disabled={busy} onClick={swap}>
            Swap title and employer
          </Button>
        </div>
      ) : null}
      <form className="space-y-2" aria-label={`Header of ${name}`} onSubmit={submit}>
        <h4 className="font-medium">{name}</h4>
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-5">
          {FIELDS.map((field) => (
            <div key={field} className="space-y-1">
              <label htmlFor={`${fieldId}-${field}`} className="block text-xs font-medium">
                {fieldLabel(field, entry.kind)}
              </label>
              <Input
                id={`${fieldId}-${field}`}
                className="h-9"
                maxLength={STRUCTURE_FIELD_MAX_CHARS}
                value={values[field]}
                disabled={busy}
                onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
              />
            </div>
          ))}
        </div>
        <Button size="sm" type="submit" disabled={busy || !changed}>
          Save header
        </Button>
      </form>
      {entry.bullets.length > 0 && others.length > 0 ? (
        <ul className="space-y-2" aria-label={`Lines of ${name}`}>
          {entry.bullets.map((bullet) => {
            const selectId = `${fieldId}-move-${bullet.id}`;
            const target = targets[bullet.id] ?? others[0]?.id ?? '';
            return (
              <li key={bullet.id} className="flex flex-wrap items-end gap-2 border-t border-border pt-2">
                <p className="min-w-0 flex-1 basis-64">{bullet.text}</p>
                <div className="min-w-0 max-w-full space-y-1">
                  <label htmlFor={selectId} className="block text-xs font-medium">
                    Move to
                  </label>
                  <select
                    id={selectId}
                    className={selectClass}
                    value={target}
                    disabled={busy}
                    onChange={(event) =>
                      setTargets((current) => ({ ...current, [bullet.id]: event.target.value }))
                    }
                  >
                    {others.map((other) => (
                      <option key={other.id} value={other.id}>
                        {entryName(other)}
                      </option>
                    ))}
                  </select>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={busy || !target}
                  aria-label={`Move "${bullet.text}" to the chosen entry`}
                  onClick={() => onFix({ type: 'move', bulletId: bullet.id, toEntryId: target })}
                >
                  Move
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Fixes of what reading the upload got wrong (issue 17): a section we did not recognise (or the "Other"
 * lines) read as a known kind, a job's or a study's header corrected, a line moved to the entry it
 * belongs to. Each fix is one call and a new revision; what the person types is their own fact.
 */
export function StructureEditor({
  structure,
  busy,
  error,
  onFix,
}: {
  structure: ReviewStructure;
  busy: boolean;
  /** Why the last fix was refused, shown beside the panel; null when it was not. */
  error: string | null;
  onFix: (request: StructureFixRequest) => void;
}) {
  return (
    <div className="space-y-6">
      {busy ? (
        <p className="text-sm text-muted-foreground" role="status">
          Saving your fix...
        </p>
      ) : null}
      {error ? (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
      <section
        id={STRUCTURE_PLACES.sections}
        tabIndex={-1}
        aria-labelledby={`${STRUCTURE_PLACES.sections}-title`}
      >
        <h3 id={`${STRUCTURE_PLACES.sections}-title`} className="mb-2 text-sm font-semibold">
          Sections to sort
        </h3>
        {structure.sections.length === 0 ? (
          <p className="text-sm text-muted-foreground">Every section of your resume was recognised.</p>
        ) : (
          <div className="space-y-3">
            {structure.sections.map((section) => (
              <SectionCard key={section.id} section={section} busy={busy} onFix={onFix} />
            ))}
          </div>
        )}
      </section>
      <section
        id={STRUCTURE_PLACES.entries}
        tabIndex={-1}
        aria-labelledby={`${STRUCTURE_PLACES.entries}-title`}
      >
        <h3 id={`${STRUCTURE_PLACES.entries}-title`} className="mb-2 text-sm font-semibold">
          Jobs and studies
        </h3>
        {structure.entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">No jobs or studies were read from your resume.</p>
        ) : (
          <div className="space-y-3">
            {structure.entries.map((entry) => (
              <EntryCard
                // A new version of the entry (after a fix or a restore) starts its form from the stored values.
                key={`${entry.id}:${FIELDS.map((field) => entry[field]).join('|')}`}
                entry={entry}
                others={structure.entries.filter((other) => other.id !== entry.id)}
                busy={busy}
                onFix={onFix}
              />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}

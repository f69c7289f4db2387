import { COVER_LETTER_PARAGRAPH_MAX_CHARS } from '@hireproof/contract';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';

/** Paragraphs are separated by a blank line in the editor. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);

/** The cover letter's body, editable in place as plain paragraphs; saved as the person's own text. */
export function CoverLetterEditor({
  paragraphs,
  busy,
  onSave,
}: {
  paragraphs: string[] | null;
  busy: boolean;
  onSave: (paragraphs: string[]) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const fieldId = useId();
  if (!paragraphs)
    return <p className="text-sm text-muted-foreground">This application has no cover letter.</p>;
  if (draft === null) {
    return (
      <div className="space-y-3">
        <div className="space-y-2 rounded-md border border-border p-3 text-sm leading-relaxed">
          {paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their place
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <Button size="sm" variant="outline" onClick={() => setDraft(paragraphs.join('\n\n'))}>
          Edit cover letter
        </Button>
      </div>
    );
  }
  const next = paragraphsOf(draft);
  const tooLong = next.some((paragraph) => paragraph.length > COVER_LETTER_PARAGRAPH_MAX_CHARS);
  return (
    <form
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (next.length === 0 || tooLong) return;
        onSave(next);
        setDraft(null);
      }}
    >
      <label htmlFor={fieldId} className="block text-sm font-medium">
        Cover letter text (leave a blank line between paragraphs)
      </label>
      <Textarea id={fieldId} rows={12} value={draft} onChange={(event) => setDraft(event.target.value)} />
      {tooLong ? (
        <p className="text-sm text-destructive" role="alert">
          A paragraph may be at most {COVER_LETTER_PARAGRAPH_MAX_CHARS} characters.
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button size="sm" type="submit" disabled={busy || next.length === 0 || tooLong}>
          Save cover letter
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDraft(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

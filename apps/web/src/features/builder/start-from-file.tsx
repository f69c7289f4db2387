import type { BuilderDraft, ImportedDraft } from '@hireproof/contract';
import { useMutation } from '@tanstack/react-query';
import { Download, FileUp } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { serverMessageOf } from '../../lib/error-message.ts';
import { toast } from '../../lib/toast-store.ts';
import { exportJsonResume, importResumeFile } from './builder-api.ts';
import { draftText } from './draft-rules.ts';

const IMPORT_ACCEPT = '.pdf,.docx,.txt,.json';

/**
 * 'Start from what you have': an uploaded resume (PDF, DOCX, TXT) or a JSON Resume file becomes the
 * draft, for the person to check step by step; and the draft leaves as a JSON Resume file.
 */
export function StartFromFile({
  draft,
  onImported,
}: {
  draft: BuilderDraft;
  onImported: (draft: BuilderDraft) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [report, setReport] = useState<Pick<ImportedDraft, 'leftOut' | 'placed'> | null>(null);
  const importing = useMutation({
    mutationFn: importResumeFile,
    onSuccess: (result) => {
      onImported(result.draft);
      setReport({ leftOut: result.leftOut, placed: result.placed });
      toast({ title: 'Resume imported', description: 'Check each step: we copied your resume as written.' });
    },
    onError: (error) => {
      toast({
        title: 'Import failed',
        description: serverMessageOf(error) ?? 'The file could not be read. Please try another file.',
        variant: 'destructive',
      });
    },
  });
  const exporting = useMutation({
    mutationFn: exportJsonResume,
    onSuccess: (blob) => {
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'resume.json';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
    onError: (error) => {
      toast({
        title: 'Export failed',
        description: serverMessageOf(error) ?? 'Please try again',
        variant: 'destructive',
      });
    },
  });

  const choose = (file: File | undefined) => {
    if (!file) return;
    const hasContent = draftText(draft).trim().length > 0;
    if (hasContent && !window.confirm('Replace your current draft with the content of this file?')) return;
    importing.mutate(file);
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2 rounded-lg border border-dashed border-border p-3 text-sm">
        <span className="mr-auto text-muted-foreground">Have a resume already? Start from it.</span>
        <input
          ref={input}
          id="b-import"
          type="file"
          accept={IMPORT_ACCEPT}
          className="sr-only"
          aria-label="Import a resume file (PDF, DOCX, TXT or JSON Resume)"
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={importing.isPending}
          onClick={() => input.current?.click()}
        >
          <FileUp aria-hidden="true" />
          {importing.isPending ? 'Reading...' : 'Import resume'}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={exporting.isPending}
          onClick={() => exporting.mutate(draft)}
        >
          <Download aria-hidden="true" />
          Export JSON Resume
        </Button>
      </div>
      {report ? <ImportReport {...report} onDismiss={() => setReport(null)} /> : null}
    </div>
  );
}

const countOf = (item: { section: string; count: number }) => `${item.section} (${item.count})`;

/**
 * What the import did with the sections the builder's steps do not hold: the ones put into an existing
 * step, and the ones left out, by name and count, so nothing goes missing without a word.
 */
function ImportReport({
  leftOut,
  placed,
  onDismiss,
}: Pick<ImportedDraft, 'leftOut' | 'placed'> & { onDismiss: () => void }) {
  if (leftOut.length === 0 && placed.length === 0) return null;
  return (
    <section
      aria-label="What the import left out"
      className="space-y-2 rounded-lg border border-border bg-muted/40 p-3 text-sm"
      data-testid="import-report"
    >
      {placed.map((item) => (
        <p key={item.section}>
          {countOf(item)}: added to {item.into} as written.
        </p>
      ))}
      {leftOut.length > 0 ? (
        <>
          <p>The builder has no step for these sections of your file, so they are not in your draft:</p>
          <ul className="list-disc space-y-1 pl-5">
            {leftOut.map((item) => (
              <li key={item.section}>{countOf(item)}</li>
            ))}
          </ul>
          <p className="text-muted-foreground">
            If something there matters for this job, add it to your summary, an experience entry or your
            skills.
          </p>
        </>
      ) : null}
      <Button type="button" variant="ghost" size="sm" onClick={onDismiss}>
        Dismiss
      </Button>
    </section>
  );
}

import type { BuilderDraft } from '@hireproof/contract';
import { useMutation } from '@tanstack/react-query';
import { Download, FileUp } from 'lucide-react';
import { useRef } from 'react';
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
  const importing = useMutation({
    mutationFn: importResumeFile,
    onSuccess: (result) => {
      onImported(result.draft);
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
  );
}

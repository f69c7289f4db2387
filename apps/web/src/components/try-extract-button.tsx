import { Link2 } from 'lucide-react';
import type { JobLinkImport } from '../lib/job-link-import/use-job-link-import.ts';
import { Button } from './ui/button.tsx';
import { Spinner } from './ui/spinner.tsx';

/** 'Try Extract', shown only while the text holds a supported job-board link; shows progress while it runs. */
export function TryExtractButton({ importer, disabled }: { importer: JobLinkImport; disabled?: boolean }) {
  if (!importer.link && !importer.isExtracting) return null;
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={importer.extract}
      disabled={disabled || importer.isExtracting}
      aria-busy={importer.isExtracting}
    >
      {importer.isExtracting ? (
        <>
          <Spinner className="size-4" label="Extracting the job description" />
          Extracting...
        </>
      ) : (
        <>
          <Link2 aria-hidden="true" />
          Try Extract
        </>
      )}
    </Button>
  );
}

import {
  APPLICATION_EXPORT_FORMATS,
  type ApplicationExportFormat,
  applicationExportPath,
  type ExportDocument,
} from '@hireproof/contract';
import { Download } from 'lucide-react';
import { buttonVariants } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';

const DOCUMENT_LABEL: Record<ExportDocument, string> = { resume: 'Resume', 'cover-letter': 'Cover letter' };

export function formatLabel(format: ApplicationExportFormat): string {
  return format.toUpperCase();
}

/**
 * The four downloads of one document. Each is a plain link opening the export address in a new tab;
 * the server answers it as an attachment, so the browser saves the file.
 */
export function ExportLinks({
  applicationId,
  document,
}: {
  applicationId: string;
  document: ExportDocument;
}) {
  const label = DOCUMENT_LABEL[document];
  return (
    <div className="flex flex-wrap items-center gap-1.5" data-testid={`${document}-downloads`}>
      <span className="mr-1 inline-flex items-center gap-1 text-xs font-medium text-muted-foreground">
        <Download aria-hidden="true" className="size-3.5" />
        {label}:
      </span>
      {APPLICATION_EXPORT_FORMATS.map((format) => (
        <a
          key={format}
          href={applicationExportPath(applicationId, document, format)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Download ${label.toLowerCase()} as ${formatLabel(format)}`}
          className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'h-7 px-2 text-xs')}
        >
          {formatLabel(format)}
        </a>
      ))}
    </div>
  );
}

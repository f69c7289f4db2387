import { APPLICATION_EXPORT_FORMATS, applicationExportPath, type ExportDocument } from '@hireproof/contract';
import { Download, FileText, Mail } from 'lucide-react';
import { buttonVariants } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';

function DownloadCard({ applicationId, document }: { applicationId: string; document: ExportDocument }) {
  const isResume = document === 'resume';
  const title = isResume ? 'Download Resume' : 'Download Cover Letter';
  const Icon = isResume ? FileText : Mail;
  return (
    <Card data-testid={`${document}-download-card`}>
      <CardHeader className="pb-3">
        <h2 className="flex items-center gap-2 text-base font-semibold leading-tight">
          <Icon aria-hidden="true" className="size-4 text-primary" />
          {title}
        </h2>
      </CardHeader>
      <CardContent className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {APPLICATION_EXPORT_FORMATS.map((format) => (
          // Each opens the export in a new tab; the server answers it as a download.
          <a
            key={format}
            href={applicationExportPath(applicationId, document, format)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${title} as ${format.toUpperCase()}`}
            className={cn(buttonVariants({ variant: 'outline', size: 'sm' }))}
          >
            <Download aria-hidden="true" />
            {format.toUpperCase()}
          </a>
        ))}
      </CardContent>
    </Card>
  );
}

/** The resume's four downloads and, when the application has a cover letter, the letter's four. */
export function DownloadCards({
  applicationId,
  hasCoverLetter,
}: {
  applicationId: string;
  hasCoverLetter: boolean;
}) {
  return (
    <div className={cn('grid gap-4', hasCoverLetter && 'md:grid-cols-2')}>
      <DownloadCard applicationId={applicationId} document="resume" />
      {hasCoverLetter ? <DownloadCard applicationId={applicationId} document="cover-letter" /> : null}
    </div>
  );
}

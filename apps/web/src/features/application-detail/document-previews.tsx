import type { Application } from '@hireproof/contract';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { useResumeHtml } from './application-detail-api.ts';

/** The preview frame's height (SPEC §9). */
export const PREVIEW_HEIGHT_PX = 800;

function SectionCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card data-testid={testId}>
      <CardHeader className="pb-3">
        <h2 className="text-base font-semibold leading-tight">{title}</h2>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * The optimised resume in a frame with an empty sandbox: no scripts, no forms, no same-origin access,
 * so nothing inside the generated HTML can act on the page or the session.
 */
export function ResumePreview({ resumeOptimizedUrl }: { resumeOptimizedUrl: string | null }) {
  const { data: html } = useResumeHtml(resumeOptimizedUrl);
  return (
    <SectionCard title="Optimized Resume Preview" testId="resume-preview">
      {html ? (
        <iframe
          title="Optimized Resume Preview"
          sandbox=""
          srcDoc={html}
          style={{ height: PREVIEW_HEIGHT_PX }}
          className="w-full rounded-md border border-border bg-white"
        />
      ) : (
        <p className="text-sm text-muted-foreground">No resume preview is available.</p>
      )}
    </SectionCard>
  );
}

export function CoverLetterPreview({ application }: { application: Application }) {
  const text = application.coverLetterText;
  return (
    <SectionCard title="Cover Letter Preview" testId="cover-letter-preview">
      {text ? (
        <div className="whitespace-pre-wrap rounded-md border border-border bg-background p-4 text-sm leading-relaxed">
          {text}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">This application has no cover letter.</p>
      )}
    </SectionCard>
  );
}

export function JobDescriptionPanel({ jobDescription }: { jobDescription: string }) {
  return (
    <SectionCard title="Original Job Description" testId="job-description">
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus so keyboard users can scroll it
        tabIndex={0}
        aria-label="Original job description"
        className="max-h-96 overflow-y-auto whitespace-pre-wrap rounded-md bg-muted/50 p-4 text-sm leading-relaxed"
      >
        {jobDescription}
      </section>
    </SectionCard>
  );
}

import type { BuilderDraft } from '@hireproof/contract';
import { TryExtractButton } from '../../components/try-extract-button.tsx';
import { useJobLinkImport } from '../../lib/job-link-import/use-job-link-import.ts';
import { TextAreaField, TextField } from './field.tsx';

type Update = (change: (draft: BuilderDraft) => BuilderDraft) => void;

/** SPEC §2 step 6: Job Details for the cover letter, all optional. */
export function JobStep({ draft, update }: { draft: BuilderDraft; update: Update }) {
  const job = draft.jobDetails;
  const set = (key: keyof BuilderDraft['jobDetails'], value: string) =>
    update((current) => ({ ...current, jobDetails: { ...current.jobDetails, [key]: value } }));
  const jobLink = useJobLinkImport(job.jobDescription, (posting) =>
    update((current) => ({
      ...current,
      jobDetails: {
        jobDescription: posting.jobDescription,
        jobTitle: current.jobDetails.jobTitle.trim() ? current.jobDetails.jobTitle : (posting.jobTitle ?? ''),
        companyName: current.jobDetails.companyName.trim()
          ? current.jobDetails.companyName
          : (posting.company ?? ''),
      },
    })),
  );
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        All optional. With a job title and a company name we also write a cover letter for this job.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="b-job-title"
          label="Job Title"
          value={job.jobTitle}
          onChange={(e) => set('jobTitle', e.target.value)}
        />
        <TextField
          id="b-company"
          label="Company Name"
          value={job.companyName}
          onChange={(e) => set('companyName', e.target.value)}
        />
      </div>
      <TextAreaField
        id="b-job-description"
        label="Job Description"
        rows={8}
        value={job.jobDescription}
        onChange={(e) => set('jobDescription', e.target.value)}
      />
      <TryExtractButton importer={jobLink} />
    </div>
  );
}

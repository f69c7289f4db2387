import {
  APPLICATION_MESSAGES,
  type CurrentUser,
  type FitCheckResponse,
  JOB_DESCRIPTION_MIN_CHARS,
  RESUME_ACCEPT,
  RESUME_MAX_BYTES,
} from '@hireproof/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FileUpload } from '../../components/file-upload.tsx';
import { TryExtractButton } from '../../components/try-extract-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { CURRENT_USER_KEY } from '../../lib/current-user.ts';
import { serverMessageOf } from '../../lib/error-message.ts';
import { useJobLinkImport } from '../../lib/job-link-import/use-job-link-import.ts';
import { toast } from '../../lib/toast-store.ts';
import { isUnauthorizedError } from '../../lib/unauthorized.ts';
import { APPLICATIONS_KEY, checkFit, type GenerationInput, generateApplication } from './applications-api.ts';
import { canGenerate, validateGenerationForm } from './generation-form-validation.ts';
import { GenerationProgressModal } from './generation-progress-modal.tsx';
import { LowFitDialog } from './low-fit-dialog.tsx';

/** The reason to show for a failed generation: the server's words when it gave any. */
function failureMessage(error: unknown): string {
  const fromServer = serverMessageOf(error);
  if (fromServer) return fromServer;
  if (error instanceof Error && !(error instanceof ApiError) && error.message) return error.message;
  return 'Something went wrong while generating your application. Please try again.';
}

interface CreateApplicationFormProps {
  user: Pick<CurrentUser, 'credits' | 'role'>;
  /** Source of randomness for the progress modal; tests pass a fixed one. */
  random?: () => number;
}

/**
 * SPEC §2 'Create New Application': job title, company, resume, job description and Generate. The
 * request goes out as multipart; when the server answers before generation ends, the application is
 * followed until it is complete or failed while the progress modal stays up.
 */
export function CreateApplicationForm({ user, random }: CreateApplicationFormProps) {
  const queryClient = useQueryClient();
  const ids = useId();
  const [jobTitle, setJobTitle] = useState('');
  const [company, setCompany] = useState('');
  const [jobDescription, setJobDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [checkingFit, setCheckingFit] = useState(false);
  // A low fit waits here for the person's answer: generate anyway, or go back.
  const [lowFit, setLowFit] = useState<{ fit: FitCheckResponse; input: GenerationInput } | null>(null);
  // A pasted job-board link becomes the posting; empty title and company are filled from it.
  const jobImport = useJobLinkImport(jobDescription, (posting) => {
    setJobDescription(posting.jobDescription);
    if (!jobTitle.trim() && posting.jobTitle) setJobTitle(posting.jobTitle);
    if (!company.trim() && posting.company) setCompany(posting.company);
  });

  // Leaving the page stops following the application (the server keeps generating it).
  useEffect(() => () => abortRef.current?.abort(), []);

  const generation = useMutation({
    mutationFn: (input: GenerationInput) => {
      abortRef.current = new AbortController();
      return generateApplication(input, abortRef.current.signal);
    },
    onSuccess: () => {
      toast({
        title: 'Application Generated',
        description: 'Your ATS-optimized resume and cover letter are ready.',
      });
      setJobTitle('');
      setCompany('');
      setJobDescription('');
      setFile(null);
    },
    onError: (error) => {
      if (abortRef.current?.signal.aborted || isUnauthorizedError(error)) return;
      toast({
        title: APPLICATION_MESSAGES.generationFailed.title,
        description: failureMessage(error),
        variant: 'destructive',
      });
    },
    onSettled: () => {
      // The credit was spent (or refunded) and the list has a new row either way.
      void queryClient.invalidateQueries({ queryKey: APPLICATIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    },
  });

  const isGenerating = generation.isPending || checkingFit;
  const hasCredit = canGenerate(user, false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isGenerating) return;
    const problem = validateGenerationForm({ file, jobTitle, company, jobDescription });
    if (problem || !file) {
      if (problem) toast({ ...problem, variant: 'destructive' });
      return;
    }
    const input = {
      resume: file,
      jobTitle: jobTitle.trim(),
      company: company.trim(),
      jobDescription: jobDescription.trim(),
    };
    setCheckingFit(true);
    checkFit(input)
      .then((fit) => {
        if (fit.low) setLowFit({ fit, input });
        else generation.mutate(input);
      })
      // The fit check only advises: when it cannot answer (limit reached, offline), generation goes ahead and
      // reports its own errors.
      .catch(() => generation.mutate(input))
      .finally(() => setCheckingFit(false));
  }

  const descriptionLength = jobDescription.length;
  const isLongEnough = jobDescription.trim().length >= JOB_DESCRIPTION_MIN_CHARS;

  return (
    <Card data-slot="create-application">
      <CardHeader>
        <h2 className="text-lg font-semibold leading-tight tracking-tight">Create New Application</h2>
        <CardDescription>
          Upload your resume and paste the job description to get an ATS-optimized resume and a tailored cover
          letter.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="space-y-5" onSubmit={onSubmit} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-2">
              <Label htmlFor={`${ids}-title`}>Job Title</Label>
              <Input
                id={`${ids}-title`}
                value={jobTitle}
                onChange={(event) => setJobTitle(event.target.value)}
                placeholder="e.g. Senior Software Engineer"
                autoComplete="off"
                required
                disabled={isGenerating}
              />
            </div>
            <div className="space-y-2">
              <Label htmlFor={`${ids}-company`}>Company</Label>
              <Input
                id={`${ids}-company`}
                value={company}
                onChange={(event) => setCompany(event.target.value)}
                placeholder="e.g. Acme Corp"
                autoComplete="organization"
                required
                disabled={isGenerating}
              />
            </div>
          </div>
          <div className="space-y-2">
            <span className="text-sm font-medium leading-none">Resume</span>
            <FileUpload
              accept={RESUME_ACCEPT}
              maxSize={RESUME_MAX_BYTES}
              selectedFile={file}
              onFileSelect={setFile}
              label="Resume file"
              disabled={isGenerating}
            />
          </div>
          <div className="space-y-2">
            {/* Wraps at phone width: the label, Try Extract and the counter never overlap. */}
            <div className="flex flex-wrap items-end justify-between gap-x-2 gap-y-1">
              <Label htmlFor={`${ids}-description`} className="shrink-0">
                Job Description
              </Label>
              <TryExtractButton importer={jobImport} disabled={isGenerating} />
              <span
                className={isLongEnough ? 'text-xs text-success' : 'text-xs text-muted-foreground'}
                aria-live="polite"
                data-testid="description-counter"
              >
                {descriptionLength}/{JOB_DESCRIPTION_MIN_CHARS}
              </span>
            </div>
            <Textarea
              id={`${ids}-description`}
              value={jobDescription}
              onChange={(event) => setJobDescription(event.target.value)}
              placeholder={`Paste the full job description here (at least ${JOB_DESCRIPTION_MIN_CHARS} characters)`}
              rows={8}
              required
              disabled={isGenerating}
            />
          </div>
          <div className="space-y-2">
            <Button type="submit" size="lg" className="w-full" disabled={!canGenerate(user, isGenerating)}>
              <Sparkles aria-hidden="true" />
              {checkingFit
                ? 'Checking fit...'
                : isGenerating
                  ? 'Generating...'
                  : 'Generate Resume & Cover Letter'}
            </Button>
            <p className="text-center text-xs text-muted-foreground" data-testid="generate-note">
              {hasCredit
                ? 'This will use 1 credit and typically takes under a minute'
                : 'You need at least 1 credit to generate an application'}
            </p>
          </div>
        </form>
      </CardContent>
      {/* Up from the press of Generate: the fit check is the first moment of the generation. */}
      <GenerationProgressModal open={isGenerating} random={random} />
      <LowFitDialog
        fit={lowFit?.fit ?? null}
        spendsCredit={user.role !== 'admin'}
        onBack={() => setLowFit(null)}
        onContinue={() => {
          if (lowFit) generation.mutate(lowFit.input);
          setLowFit(null);
        }}
      />
    </Card>
  );
}

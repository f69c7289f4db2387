import { BUILDER_MESSAGES, BUILDER_STEP_COUNT, type CurrentUser } from '@hireproof/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ChevronLeft, ChevronRight, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { LinkButton } from '../../components/link-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { CURRENT_USER_KEY } from '../../lib/current-user.ts';
import { serverMessageOf } from '../../lib/error-message.ts';
import { toast } from '../../lib/toast-store.ts';
import { createFromScratch, DRAFT_KEY, discardDraft } from './builder-api.ts';
import { emptyDraft, progressPercent } from './draft-rules.ts';
import { EducationSkillsStep } from './education-skills-step.tsx';
import { ExperienceStep } from './experience-step.tsx';
import { JobStep } from './job-step.tsx';
import { LayoutStep } from './layout-step.tsx';
import { PersonalStep } from './personal-step.tsx';
import { PreviewFrame } from './preview-frame.tsx';
import { ReadabilityPanel } from './readability-panel.tsx';
import { ReviewStep } from './review-step.tsx';
import { StartFromFile } from './start-from-file.tsx';
import { TemplateStep } from './template-step.tsx';
import { useBuilderDraft } from './use-builder-draft.ts';

const STEP_TITLES = [
  'Personal Information',
  'Work Experience',
  'Education & Skills',
  'Choose Template',
  'Customize Layout',
  'Job Details',
  'Review & Generate',
] as const;

const SAVE_TEXT = {
  idle: '',
  saving: 'Saving…',
  saved: 'Draft saved',
  offline: 'Saved on this device',
  refused: 'Saved on this device only',
} as const;

/** /create-resume: the seven-step builder with its live preview and readability panel. */
export function BuilderPage({ user }: { user: CurrentUser }) {
  const isAdmin = user.role === 'admin';
  const credits = Number.isFinite(user.credits) ? user.credits : 0;
  const { draft, step, setStep, update, replace, forget, saveState, refusal } = useBuilderDraft(user.id);
  const [pane, setPane] = useState<'form' | 'preview'>('form');
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const heading = useRef<HTMLHeadingElement>(null);

  // Moving between steps puts the keyboard focus on the new step's title.
  const goTo = (next: number) => {
    setStep(next);
    requestAnimationFrame(() => heading.current?.focus());
  };

  const generate = useMutation({
    mutationFn: createFromScratch,
    onSuccess: async (result) => {
      forget();
      await discardDraft().catch(() => undefined);
      queryClient.removeQueries({ queryKey: DRAFT_KEY });
      void queryClient.invalidateQueries({ queryKey: ['/api/applications'] });
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      toast({ title: 'Resume created', description: 'Your tailored resume is ready.' });
      navigate(`/applications/${result.applicationId}`);
    },
    onError: (error) => {
      toast({
        title: BUILDER_MESSAGES.createFailed,
        description: serverMessageOf(error) ?? 'Please try again',
        variant: 'destructive',
      });
    },
  });

  if (!draft) return <PageSpinner label="Loading your draft" />;

  const startOver = async () => {
    if (!window.confirm('Start over? Everything in this draft will be cleared.')) return;
    forget();
    await discardDraft().catch(() => undefined);
    replace(emptyDraft());
  };

  const title = STEP_TITLES[step - 1]!;
  const body = (() => {
    switch (step) {
      case 1:
        return <PersonalStep draft={draft} update={update} isAdmin={isAdmin} credits={credits} />;
      case 2:
        return <ExperienceStep draft={draft} update={update} />;
      case 3:
        return <EducationSkillsStep draft={draft} update={update} />;
      case 4:
        return <TemplateStep draft={draft} update={update} />;
      case 5:
        return <LayoutStep draft={draft} update={update} />;
      case 6:
        return <JobStep draft={draft} update={update} />;
      default:
        return (
          <ReviewStep
            draft={draft}
            state={{ pending: generate.isPending, isAdmin, credits }}
            onGenerate={() => generate.mutate(draft)}
          />
        );
    }
  })();

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
      <header className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Create Your Resume</h1>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {SAVE_TEXT[saveState]}
          </p>
          {saveState === 'refused' ? (
            <p role="alert" className="text-sm text-destructive" data-testid="builder-save-refused">
              The server did not save your draft: {refusal?.replace(/[.\s]+$/, '')}. Your copy is kept on this
              device.
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span
            className="rounded-full border border-border bg-muted px-3 py-1 text-sm font-medium"
            data-testid="builder-credits"
          >
            {isAdmin ? 'Unlimited' : `${credits} ${credits === 1 ? 'credit' : 'credits'}`}
          </span>
          <Button type="button" variant="ghost" size="sm" onClick={startOver}>
            <RotateCcw aria-hidden="true" />
            Start over
          </Button>
          <LinkButton href="/dashboard" icon={ArrowLeft} variant="outline" size="sm">
            Back to Dashboard
          </LinkButton>
        </div>
      </header>

      <div className="mb-6 space-y-2">
        <div className="flex justify-between text-sm">
          <span>
            Step {step} of {BUILDER_STEP_COUNT}
          </span>
          <span className="text-muted-foreground">{title}</span>
        </div>
        <Progress value={progressPercent(step)} aria-label={`Step ${step} of ${BUILDER_STEP_COUNT}`} />
      </div>

      <div className="mb-4 flex gap-2 lg:hidden">
        <Button
          type="button"
          size="sm"
          variant={pane === 'form' ? 'default' : 'outline'}
          aria-pressed={pane === 'form'}
          onClick={() => setPane('form')}
        >
          Edit
        </Button>
        <Button
          type="button"
          size="sm"
          variant={pane === 'preview' ? 'default' : 'outline'}
          aria-pressed={pane === 'preview'}
          onClick={() => setPane('preview')}
        >
          Preview
        </Button>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <section
          className={pane === 'form' ? 'min-w-0' : 'hidden min-w-0 lg:block'}
          aria-labelledby="b-step-title"
        >
          <Card>
            <CardHeader>
              {/* The step title is the page's h2 (CardTitle is an h3, and headings must not nest). */}
              <h2
                id="b-step-title"
                ref={heading}
                tabIndex={-1}
                className="text-lg font-semibold leading-tight tracking-tight outline-none"
              >
                {title}
              </h2>
            </CardHeader>
            <CardContent className="space-y-5">
              {step === 1 ? <StartFromFile draft={draft} onImported={replace} /> : null}
              {body}
            </CardContent>
          </Card>
          <nav className="mt-4 flex justify-between gap-2" aria-label="Builder steps">
            <Button type="button" variant="outline" disabled={step === 1} onClick={() => goTo(step - 1)}>
              <ChevronLeft aria-hidden="true" />
              Previous
            </Button>
            {step < BUILDER_STEP_COUNT ? (
              <Button type="button" onClick={() => goTo(step + 1)}>
                Next
                <ChevronRight aria-hidden="true" />
              </Button>
            ) : null}
          </nav>
        </section>
        <aside
          className={pane === 'preview' ? 'min-w-0 space-y-4' : 'hidden min-w-0 space-y-4 lg:block'}
          aria-label="Preview and scores"
        >
          <ReadabilityPanel draft={draft} />
          <PreviewFrame draft={draft} />
        </aside>
      </div>
    </div>
  );
}

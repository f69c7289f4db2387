import { BUILDER_MESSAGES, type BuilderDraft } from '@hireproof/contract';
import { Crown, Info, Sparkles, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { confirmReplace, useAiAction } from './ai-action.ts';
import { aiSummarize } from './builder-api.ts';
import { draftText, settledDraft } from './draft-rules.ts';
import { TextAreaField, TextField } from './field.tsx';

type Update = (change: (draft: BuilderDraft) => BuilderDraft) => void;

export function PersonalStep({
  draft,
  update,
  isAdmin,
  credits,
}: {
  draft: BuilderDraft;
  update: Update;
  isAdmin: boolean;
  credits: number;
}) {
  const info = draft.personalInfo;
  const setInfo = (key: keyof BuilderDraft['personalInfo'], value: string) =>
    update((current) => ({ ...current, personalInfo: { ...current.personalInfo, [key]: value } }));
  const summary = useAiAction(
    aiSummarize,
    BUILDER_MESSAGES.summaryFailed,
    ({ summary: text }) => text.trim() !== '',
    ({ summary: text }) => {
      if (confirmReplace(draft.professionalSummary, 'summary')) {
        update((current) => ({ ...current, professionalSummary: text }));
      }
    },
  );
  const experienceText = draftText({ ...draft, professionalSummary: '' });
  const targetTitle = draft.jobDetails.jobTitle || draft.experience[0]?.title || '';

  return (
    <div className="space-y-5">
      {isAdmin ? (
        <div className="flex gap-3 rounded-lg border border-success/40 bg-success/10 p-4 text-sm" role="note">
          <Crown aria-hidden="true" className="size-5 shrink-0 text-success" />
          <div>
            <p className="font-semibold">Admin Access</p>
            <p>You have unlimited credits. Generating this resume will not use a credit.</p>
          </div>
        </div>
      ) : credits < 1 ? (
        <div
          className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm"
          role="alert"
        >
          <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-destructive" />
          <div>
            <p className="font-semibold">Credit Required</p>
            <p>
              {BUILDER_MESSAGES.noCredits}{' '}
              <Link href="/dashboard" className="font-medium underline">
                Buy credits on the dashboard
              </Link>
              . You can still fill in every step; your draft is saved.
            </p>
          </div>
        </div>
      ) : null}
      <div className="flex gap-3 rounded-lg border border-border bg-muted/50 p-4 text-sm">
        <Info aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <p>
          Fill in the seven steps; your draft is saved as you type. At the end we tailor the resume to the job
          you name and write a cover letter when you give a job title and company. Generating uses 1 credit.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="b-name"
          label="Full Name"
          autoComplete="name"
          value={info.name}
          onChange={(e) => setInfo('name', e.target.value)}
          required
        />
        <TextField
          id="b-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={info.email}
          onChange={(e) => setInfo('email', e.target.value)}
          required
        />
        <TextField
          id="b-phone"
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={info.phone}
          onChange={(e) => setInfo('phone', e.target.value)}
        />
        <TextField
          id="b-location"
          label="Location"
          value={info.location}
          onChange={(e) => setInfo('location', e.target.value)}
        />
        <TextField
          id="b-linkedin"
          label="LinkedIn (optional)"
          type="url"
          value={info.linkedin}
          onChange={(e) => setInfo('linkedin', e.target.value)}
        />
        <TextField
          id="b-website"
          label="Website (optional)"
          type="url"
          value={info.website}
          onChange={(e) => setInfo('website', e.target.value)}
        />
      </div>
      <TextAreaField
        id="b-summary"
        label="Professional Summary"
        rows={5}
        value={draft.professionalSummary}
        onChange={(e) => update((current) => ({ ...current, professionalSummary: e.target.value }))}
        hint="Two or three sentences about who you are and what you do best."
      />
      <Button
        type="button"
        variant="outline"
        disabled={summary.isPending || !experienceText.trim() || !targetTitle.trim()}
        onClick={() =>
          summary.mutate({
            jobTitle: targetTitle,
            experience: experienceText,
            // The roles, dates, employers and skills are the facts the summary is written from.
            draft: settledDraft({ ...draft, professionalSummary: '' }),
          })
        }
      >
        <Sparkles aria-hidden="true" />
        {summary.isPending ? 'Generating...' : 'Generate with AI'}
      </Button>
      {!targetTitle.trim() || !experienceText.trim() ? (
        <p className="text-xs text-muted-foreground">
          Add a job title and some experience first: the summary is written from what you tell us.
        </p>
      ) : null}
    </div>
  );
}

import { BUILDER_MESSAGES, type BuilderDraft, TEMPLATES } from '@hireproof/contract';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { type GenerateState, generateBlocker, settledDraft, willGenerateCoverLetter } from './draft-rules.ts';

const BLOCKER_TEXT = {
  'missing-name': 'Add your full name in step 1 to generate.',
  'missing-email': 'Add your email in step 1 to generate.',
} as const;

/** SPEC §2 step 7: summary cards, the cover-letter decision and the generate button. */
export function ReviewStep({
  draft,
  state,
  onGenerate,
}: {
  draft: BuilderDraft;
  state: GenerateState;
  onGenerate: () => void;
}) {
  const settled = settledDraft(draft);
  const blocker = generateBlocker(draft, state);
  const template = TEMPLATES.find((item) => item.id === draft.templateId)?.name ?? draft.templateId;
  const letter = willGenerateCoverLetter(draft);
  const cards: Array<{ title: string; lines: string[] }> = [
    {
      title: 'Personal Information',
      lines: [
        settled.personalInfo.name,
        settled.personalInfo.email,
        settled.personalInfo.phone,
        settled.personalInfo.location,
      ].filter((line) => line.trim()),
    },
    {
      title: 'Work Experience',
      lines: settled.experience
        .filter((entry) => entry.title.trim() || entry.company.trim())
        .map(
          (entry) =>
            `${[entry.title, entry.company].filter(Boolean).join(' at ')} (${entry.bullets.length} achievements)`,
        ),
    },
    {
      title: 'Education & Skills',
      lines: [
        ...settled.education
          .filter((entry) => entry.degree.trim() || entry.school.trim())
          .map((entry) => [entry.degree, entry.school].filter(Boolean).join(', ')),
        settled.skills.length ? `${settled.skills.length} skills` : '',
      ].filter(Boolean),
    },
    { title: 'Template', lines: [template] },
    {
      title: 'Job Details',
      lines: [draft.jobDetails.jobTitle, draft.jobDetails.companyName].filter((line) => line.trim()),
    },
  ];
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {cards.map((card) => (
          <Card key={card.title}>
            <CardHeader className="pb-2">
              <CardTitle className="text-base">{card.title}</CardTitle>
            </CardHeader>
            <CardContent className="text-sm">
              {card.lines.length ? (
                <ul className="space-y-1">
                  {card.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : (
                <p className="text-muted-foreground">Nothing added</p>
              )}
            </CardContent>
          </Card>
        ))}
        <Card>
          <CardHeader className="pb-2">
            <CardTitle className="text-base">Cover Letter</CardTitle>
          </CardHeader>
          <CardContent className="text-sm">
            <p
              data-testid="cover-letter-decision"
              className={letter ? 'font-medium text-success' : 'text-muted-foreground'}
            >
              {letter ? 'Will be generated' : 'Will be skipped'}
            </p>
            {letter ? null : (
              <p className="text-xs text-muted-foreground">
                Give a job title and a company in step 6 to get one.
              </p>
            )}
          </CardContent>
        </Card>
      </div>
      {blocker === 'no-credits' ? (
        <p className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm" role="alert">
          {BUILDER_MESSAGES.noCredits}{' '}
          <Link href="/dashboard" className="font-medium underline">
            Buy credits on the dashboard
          </Link>
        </p>
      ) : blocker === 'missing-name' || blocker === 'missing-email' ? (
        <p className="text-sm text-muted-foreground">{BLOCKER_TEXT[blocker]}</p>
      ) : null}
      <Button
        type="button"
        size="lg"
        className="w-full sm:w-auto"
        disabled={blocker !== null}
        onClick={onGenerate}
      >
        {state.pending ? 'Generating...' : 'Generate Resume & Cover Letter'}
      </Button>
      {state.pending ? (
        <p className="text-sm text-muted-foreground" role="status">
          Tailoring your resume and writing your cover letter. This usually takes 1-2 minutes.
        </p>
      ) : null}
    </div>
  );
}

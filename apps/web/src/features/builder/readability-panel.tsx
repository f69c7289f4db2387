import type { BuilderDraft } from '@hireproof/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { serverMessageOf } from '../../lib/error-message.ts';
import { toast } from '../../lib/toast-store.ts';
import { readabilityQuery } from './builder-api.ts';
import { draftResumeText, targetJobDescription } from './draft-rules.ts';
import { useDebounced } from './use-debounced.ts';

/** SPEC §9: the side panel waits 700 ms after the last change. */
export const READABILITY_DEBOUNCE_MS = 700;
const MAX_SUGGESTIONS = 6;
const MAX_TOP_KEYWORDS = 8;

/** SPEC §5: side-panel scores are clamped to 0..100. */
export const clampScore = (score: number) =>
  Math.round(Math.min(100, Math.max(0, Number.isFinite(score) ? score : 0)));

/** The 'Readability & ATS' side panel: live scores of the draft as typed. */
export function ReadabilityPanel({ draft }: { draft: BuilderDraft }) {
  // No keywords of our own: the server reads them from the target job's description (step 6, else 5).
  const input = useDebounced(
    {
      resumeText: draftResumeText(draft),
      jobTitle: draft.jobDetails.jobTitle.trim(),
      keywords: [] as string[],
      jobDescription: targetJobDescription(draft),
      company: draft.jobDetails.companyName.trim(),
    },
    READABILITY_DEBOUNCE_MS,
  );
  const readability = useQuery(readabilityQuery(input));
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (readability.error && reported.current !== readability.error) {
      reported.current = readability.error;
      toast({
        title: 'Readability check failed',
        description: serverMessageOf(readability.error) ?? 'Please try again',
        variant: 'destructive',
      });
    }
  }, [readability.error]);

  const result = readability.data;
  const scores = result
    ? ([
        ['Overall', result.scores.overall],
        ['ATS Compatibility', result.scores.ats],
        ['Clarity', result.scores.clarity],
        ['Impact', result.scores.impact],
      ] as const)
    : [];
  return (
    <Card aria-labelledby="b-readability-title">
      <CardHeader className="pb-2">
        <CardTitle id="b-readability-title" className="text-base">
          Readability &amp; ATS
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {!result ? (
          <p className="text-muted-foreground">Scores appear as you fill in your resume.</p>
        ) : (
          <>
            <dl className="space-y-2" data-testid="builder-scores">
              {scores.map(([label, score]) => (
                <div key={label} className="flex flex-wrap justify-between gap-y-1">
                  <dt>{label}</dt>
                  <dd className="font-semibold tabular-nums">{clampScore(score)}/100</dd>
                  <dd className="w-full">
                    <Progress value={clampScore(score)} aria-label={`${label} score`} className="h-1.5" />
                  </dd>
                </div>
              ))}
            </dl>
            {result.suggestions.length ? (
              <div>
                <p className="font-medium">Suggestions</p>
                <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
                  {result.suggestions.slice(0, MAX_SUGGESTIONS).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            ) : null}
            {result.modelHints.topKeywords.length ? (
              <div>
                <p className="font-medium">Top keywords</p>
                <ul className="flex flex-wrap gap-1.5">
                  {result.modelHints.topKeywords.slice(0, MAX_TOP_KEYWORDS).map((word) => (
                    <li key={word} className="rounded bg-secondary px-2 py-0.5 text-xs">
                      {word}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

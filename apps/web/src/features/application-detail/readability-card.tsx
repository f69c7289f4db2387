import type { ReadabilityResult } from '@hireproof/contract';
import { Gauge } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useReadability } from './application-detail-api.ts';
import { scoreBadgeLabel, scoreBadgeVariant } from './score-badge.ts';

function ScoreLine({
  label,
  score,
  isOverall = false,
}: {
  label: string;
  score: number;
  isOverall?: boolean;
}) {
  const rounded = Math.round(score);
  return (
    <div
      className={isOverall ? 'rounded-lg bg-muted/60 p-4' : 'rounded-lg border border-border p-3'}
      data-testid={`score-${label}`}
    >
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <div className="mt-1 flex items-center justify-between gap-2">
        <span
          className={isOverall ? 'text-3xl font-bold tabular-nums' : 'text-xl font-semibold tabular-nums'}
        >
          {rounded}
          <span className="text-sm font-normal text-muted-foreground">/100</span>
        </span>
        <Badge variant={scoreBadgeVariant(rounded)} data-variant={scoreBadgeVariant(rounded)}>
          {scoreBadgeLabel(rounded)}
        </Badge>
      </div>
    </div>
  );
}

function Metric({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="text-center" data-testid={`metric-${label}`}>
      <p className="text-lg font-semibold tabular-nums">{value}</p>
      <p className="text-xs text-muted-foreground">{label}</p>
    </div>
  );
}

export function ReadabilityScores({ result }: { result: ReadabilityResult }) {
  const { scores, metrics } = result;
  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-4">
        <ScoreLine label="Overall" score={scores.overall} isOverall />
        <ScoreLine label="ATS Compatibility" score={scores.ats} />
        <ScoreLine label="Clarity" score={scores.clarity} />
        <ScoreLine label="Impact" score={scores.impact} />
      </div>
      <div className="grid grid-cols-2 gap-3 border-t border-border pt-4 sm:grid-cols-4">
        <Metric label="Words" value={metrics.wordCount} />
        <Metric label="Action Verbs" value={metrics.actionVerbs} />
        <Metric label="Quantifications" value={metrics.quantifications} />
        <Metric label="Avg Sentence" value={`${Math.round(metrics.avgSentenceLength)} words`} />
      </div>
    </div>
  );
}

/** SPEC §2 'Resume Quality Score': the scores of the optimised resume, analysed on request. */
export function ReadabilityCard({ applicationId }: { applicationId: string }) {
  const readability = useReadability(applicationId, true);
  return (
    <Card data-testid="readability-card">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold leading-tight">
          <Gauge aria-hidden="true" className="size-5 text-primary" />
          Resume Quality Score
        </h2>
      </CardHeader>
      <CardContent>
        {readability.isPending ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center">
            <Spinner label="Analyzing" />
            <p className="text-sm font-medium">Analyzing resume quality using AI...</p>
            <p className="text-xs text-muted-foreground">This may take up to 15 seconds</p>
          </div>
        ) : readability.data ? (
          <ReadabilityScores result={readability.data} />
        ) : (
          <p className="py-4 text-center text-sm text-muted-foreground">Unable to load readability score</p>
        )}
      </CardContent>
    </Card>
  );
}

import type { ScoreSnapshot } from '@hireproof/contract';

const ROWS: Array<{ label: string; value: (score: ScoreSnapshot) => string }> = [
  { label: 'Overall', value: (score) => `${Math.round(score.overall)}/100` },
  { label: 'ATS', value: (score) => `${Math.round(score.ats)}/100` },
  { label: 'Clarity', value: (score) => `${Math.round(score.clarity)}/100` },
  { label: 'Impact', value: (score) => `${Math.round(score.impact)}/100` },
  {
    label: 'Keyword coverage',
    value: (score) => `${score.keywordsMatched} of ${score.keywordsTotal}`,
  },
];

/**
 * The uploaded resume and the current version side by side, on one formula, with the honest ceiling:
 * the most job keywords the person's own text shows (their answers included). Once an answer added
 * something, three stages: uploaded, after tailoring, after your answers.
 */
export function ScoreComparison({
  scores,
  keywordCeiling,
}: {
  scores: { before: ScoreSnapshot; after: ScoreSnapshot; answered?: ScoreSnapshot | undefined } | null;
  keywordCeiling: number | null;
}) {
  if (!scores) {
    return <p className="text-sm text-muted-foreground">No scores were kept for this application.</p>;
  }
  // The third stage: what the person's own answers earned, beside what tailoring alone did.
  const answered = scores.answered;
  return (
    <div className="space-y-2">
      <table className="w-full text-sm" data-testid="score-comparison">
        <caption className="sr-only">
          Scores of your uploaded resume, of the tailored version and after your answers
        </caption>
        <thead>
          <tr className="text-left text-muted-foreground">
            <th scope="col" className="py-1 font-medium">
              Score
            </th>
            <th scope="col" className="py-1 font-medium">
              Uploaded
            </th>
            <th scope="col" className="py-1 font-medium">
              {answered ? 'After tailoring' : 'Current'}
            </th>
            {answered ? (
              <th scope="col" className="py-1 font-medium">
                After your answers
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label} className="border-t border-border">
              <th scope="row" className="py-1 text-left font-medium">
                {row.label}
              </th>
              <td className="py-1 tabular-nums">{row.value(scores.before)}</td>
              <td className="py-1 tabular-nums">{row.value(scores.after)}</td>
              {answered ? <td className="py-1 tabular-nums">{row.value(answered)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
      {keywordCeiling !== null ? (
        <p className="text-xs text-muted-foreground" data-testid="keyword-ceiling">
          Honest ceiling: your own resume shows {keywordCeiling} of {scores.after.keywordsTotal} job keywords;
          no tailoring can truthfully cover more without you adding them.
        </p>
      ) : null}
    </div>
  );
}

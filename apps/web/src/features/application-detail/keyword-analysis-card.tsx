import { KEYWORDS_SHOWN, type KeywordAnalysis } from '@hireproof/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { cn } from '../../lib/cn.ts';

type Tone = 'green' | 'yellow' | 'red';

const TONE_CLASS: Record<Tone, string> = {
  green: 'border-success/40 bg-success/15 text-foreground',
  yellow: 'border-warning/50 bg-warning/20 text-foreground',
  red: 'border-destructive/40 bg-destructive/10 text-foreground',
};

const COUNT_CLASS: Record<Tone, string> = {
  green: 'bg-success text-success-foreground',
  yellow: 'bg-warning text-warning-foreground',
  red: 'bg-destructive text-destructive-foreground',
};

const NONE_INFERRED: ReadonlySet<string> = new Set();

/** Says a keyword was read from the job description's wording rather than named in it. */
function InferredMark() {
  return (
    <span className="ml-1.5 text-[0.7rem] italic text-muted-foreground" data-testid="keyword-inferred">
      <span aria-hidden="true">inferred</span>
      <span className="sr-only">(inferred from the job description's wording, not named in it)</span>
    </span>
  );
}

interface KeywordListProps {
  title: string;
  keywords: string[];
  tone: Tone;
  testId: string;
  /** For missing keywords: adds one to the resume. */
  onAdd?: (keyword: string) => void;
  /** The keyword being added right now, if any. */
  addingKeyword?: string | null;
  /** Whether a keyword may be added (the job title never is: it is not a skill). */
  canAdd?: (keyword: string) => boolean;
  /** Keywords the job description never names, read from its wording: marked 'inferred'. */
  inferred?: ReadonlySet<string>;
}

/** One list: its count, the first five keywords, and '+N more' / 'Show less' to see the rest. */
export function KeywordList({
  title,
  keywords,
  tone,
  testId,
  onAdd,
  addingKeyword = null,
  canAdd = () => true,
  inferred = NONE_INFERRED,
}: KeywordListProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const hidden = keywords.length - KEYWORDS_SHOWN;
  const shown = isExpanded ? keywords : keywords.slice(0, KEYWORDS_SHOWN);
  return (
    <section className="space-y-2" data-testid={testId} data-tone={tone}>
      <h3 className="flex items-center justify-between text-sm font-medium">
        {title}
        <span
          className={cn('rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums', COUNT_CLASS[tone])}
          data-testid={`${testId}-count`}
        >
          {keywords.length}
        </span>
      </h3>
      {keywords.length === 0 ? (
        <p className="text-xs text-muted-foreground">None</p>
      ) : (
        <ul className={onAdd ? 'space-y-1.5' : 'flex flex-wrap gap-1.5'}>
          {shown.map((keyword) => (
            <li
              key={keyword}
              className={cn(
                'rounded-md border px-2 py-1 text-xs',
                TONE_CLASS[tone],
                onAdd && 'flex items-center justify-between gap-2',
              )}
            >
              <span className="min-w-0 break-words">
                <span data-testid="keyword">{keyword}</span>
                {inferred.has(keyword) ? <InferredMark /> : null}
              </span>
              {onAdd && canAdd(keyword) ? (
                <Button
                  size="sm"
                  variant="outline"
                  className="h-6 shrink-0 px-2 text-xs"
                  disabled={addingKeyword !== null}
                  onClick={() => onAdd(keyword)}
                  aria-label={
                    addingKeyword === keyword ? `Adding... ${keyword}` : `Add to Resume: ${keyword}`
                  }
                >
                  {addingKeyword === keyword ? (
                    'Adding...'
                  ) : (
                    <>
                      <Plus aria-hidden="true" />
                      Add to Resume
                    </>
                  )}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 ? (
        <Button
          variant="link"
          size="sm"
          className="h-auto p-0 text-xs"
          aria-expanded={isExpanded}
          onClick={() => setIsExpanded((value) => !value)}
        >
          {isExpanded ? 'Show less' : `+${hidden} more`}
        </Button>
      ) : null}
    </section>
  );
}

interface KeywordAnalysisCardProps {
  analysis: KeywordAnalysis;
  /** The job applied to: shown if the resume lacks it, but never offered as a skill to add. */
  jobTitle?: string;
  onAddKeyword: (keyword: string) => void;
  addingKeyword: string | null;
}

/** SPEC §2 'Keyword Analysis': exact (green), near (yellow) and missing (red) keywords. */
export function KeywordAnalysisCard({
  analysis,
  jobTitle = '',
  onAddKeyword,
  addingKeyword,
}: KeywordAnalysisCardProps) {
  const title = jobTitle.trim().toLowerCase();
  const canAdd = (keyword: string) => keyword.trim().toLowerCase() !== title;
  const inferred = new Set(analysis.inferred_keywords ?? []);
  return (
    <Card data-testid="keyword-analysis">
      <CardHeader className="pb-3">
        <h2 className="text-base font-semibold leading-tight">Keyword Analysis</h2>
      </CardHeader>
      <CardContent className="space-y-5">
        <KeywordList
          title="Exact Matches"
          keywords={analysis.exact_matches}
          tone="green"
          testId="exact-matches"
          inferred={inferred}
        />
        <KeywordList
          title="Near Matches"
          keywords={analysis.near_matches}
          tone="yellow"
          testId="near-matches"
          inferred={inferred}
        />
        <KeywordList
          title="Missing Keywords"
          keywords={analysis.missing_keywords}
          tone="red"
          testId="missing-keywords"
          inferred={inferred}
          onAdd={onAddKeyword}
          addingKeyword={addingKeyword}
          canAdd={canAdd}
        />
      </CardContent>
    </Card>
  );
}

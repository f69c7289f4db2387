import {
  ANSWER_MAX_CHARS,
  type AnswerRequest,
  type GapQuestion,
  type GapQuestions,
} from '@hireproof/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { PanelError, PanelLoading } from './panel-states.tsx';

/**
 * One question of the gap: the roles and projects as one-click places (pressed or not), the person's
 * own words, and "No". Works at 390 px: the fieldset may shrink and the place buttons wrap.
 */
function QuestionForm({
  question,
  busy,
  onAnswer,
}: {
  question: GapQuestion;
  busy: boolean;
  onAnswer: (request: AnswerRequest) => void;
}) {
  const [placeId, setPlaceId] = useState<string | null>(null);
  const [text, setText] = useState('');
  const words = text.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!placeId && !words) return;
    onAnswer({
      keywordId: question.keywordId,
      ...(placeId ? { placeId } : {}),
      ...(words ? { text: words } : {}),
    });
  };
  const inputId = `answer-${question.keywordId}`;
  return (
    <form
      className="rounded-md border border-border p-3 text-sm"
      onSubmit={submit}
      aria-label={question.text}
      data-testid={`question-${question.keyword}`}
    >
      <fieldset className="min-w-0 space-y-2" disabled={busy}>
        <legend className="font-medium">{question.text}</legend>
        {question.places.length > 0 ? (
          <fieldset className="flex min-w-0 flex-wrap gap-2">
            <legend className="sr-only">{`Where you used ${question.keyword}`}</legend>
            {question.places.map((place) => (
              <Button
                key={place.id}
                type="button"
                size="sm"
                variant={placeId === place.id ? 'default' : 'outline'}
                aria-pressed={placeId === place.id}
                className="h-auto max-w-full whitespace-normal text-left"
                onClick={() => setPlaceId((current) => (current === place.id ? null : place.id))}
              >
                {place.label}
              </Button>
            ))}
          </fieldset>
        ) : null}
        <label htmlFor={inputId} className="block text-xs text-muted-foreground">
          In your own words (optional)
        </label>
        <Input
          id={inputId}
          value={text}
          maxLength={ANSWER_MAX_CHARS}
          placeholder="e.g. deployed our staging cluster on EKS"
          onChange={(event) => setText(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" disabled={!placeId && !words}>
            Add to my resume
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => onAnswer({ keywordId: question.keywordId, declined: true })}
          >
            No
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/** What each answer did: the line or skill added and why, or that a "No" is remembered. */
function AnsweredList({ answered }: { answered: GapQuestions['answered'] }) {
  if (answered.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm" data-testid="answered-list" aria-label="Your answers">
      {answered.map((answer) => (
        <li key={answer.keywordId} className="min-w-0 break-words">
          <span className="font-medium">{answer.keyword}: </span>
          {answer.declined ? (
            'No — not asked again.'
          ) : answer.change ? (
            <>
              {answer.change.kind === 'bullet' ? 'added the line ' : 'listed in your skills: '}
              <span className="italic">{answer.change.after}</span>
              <span className="block text-xs text-muted-foreground">{answer.change.reason}</span>
            </>
          ) : (
            'kept for your cover letter; nothing was added to the resume.'
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * Ask, don't invent (issue 29): each required keyword the resume does not show, as a question only
 * the person can answer. Each answer is their own fact, a new revision that Restore can undo.
 */
export function QuestionsList({
  data,
  isLoading,
  isError,
  busy,
  error,
  onRetry,
  onAnswer,
}: {
  data: GapQuestions | undefined;
  isLoading: boolean;
  isError: boolean;
  busy: boolean;
  /** Why the last answer was refused, in the server's words. */
  error: string | null;
  onRetry: () => void;
  onAnswer: (request: AnswerRequest) => void;
}) {
  if (isLoading) return <PanelLoading label="Loading questions" />;
  if (isError || !data) return <PanelError message="Could not load the questions." onRetry={onRetry} />;
  return (
    <div className="min-w-0 space-y-3">
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {data.questions.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nothing to ask: your resume shows every required keyword it can, or you answered them all.
        </p>
      ) : (
        data.questions.map((question) => (
          <QuestionForm key={question.keywordId} question={question} busy={busy} onAnswer={onAnswer} />
        ))
      )}
      <AnsweredList answered={data.answered} />
    </div>
  );
}

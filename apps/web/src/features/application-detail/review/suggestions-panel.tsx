import type { ReviewSuggestion } from '@hireproof/contract';
import { FILL_VALUE_MAX_CHARS } from '@hireproof/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { firstWords } from './fact-text.ts';

/** An input's width in characters: the longer of the text typed and its placeholder, plus room for the caret. */
function fillWidth(value: string, placeholder: string): string {
  return `${Math.max(value.length, placeholder.length, 6) + 3}ch`;
}

/** The suggestion's text cut at its placeholders: text, slot, text, slot, … */
function partsOf(text: string): Array<{ text: string } | { slot: number; placeholder: string }> {
  const parts: Array<{ text: string } | { slot: number; placeholder: string }> = [];
  let last = 0;
  let slot = 0;
  for (const match of text.matchAll(/\[[^[\]\n]{1,40}\]/g)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ slot: slot++, placeholder: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

function SuggestionForm({
  suggestion,
  busy,
  onFill,
}: {
  suggestion: ReviewSuggestion;
  busy: boolean;
  onFill: (values: string[]) => void;
}) {
  const [values, setValues] = useState<string[]>(() => suggestion.placeholders.map(() => ''));
  const complete = values.every((value) => value.trim().length > 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) onFill(values.map((value) => value.trim()));
  };
  return (
    <form
      className="space-y-2 rounded-md border border-border p-3 text-sm"
      onSubmit={submit}
      aria-label={`Complete the line “${firstWords(suggestion.text)}”`}
      data-testid={`suggestion-${suggestion.id}`}
    >
      <p className="leading-loose">
        {partsOf(suggestion.text).map((part, index) =>
          'text' in part ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
            <span key={index}>{part.text}</span>
          ) : (
            <Input
              // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
              key={index}
              aria-label={`Your figure for ${part.placeholder}`}
              placeholder={part.placeholder}
              maxLength={FILL_VALUE_MAX_CHARS}
              className="mx-1 inline-block h-8 max-w-full"
              // As wide as what is typed (and the placeholder), so nothing typed is cut off from view.
              style={{ width: fillWidth(values[part.slot] ?? '', part.placeholder) }}
              value={values[part.slot] ?? ''}
              onChange={(event) =>
                setValues((current) =>
                  current.map((value, at) => (at === part.slot ? event.target.value : value)),
                )
              }
            />
          ),
        )}
      </p>
      <p className="text-xs text-muted-foreground">{suggestion.reason}</p>
      {suggestion.filled ? (
        <p className="text-xs">
          In your resume now: <span className="font-medium">{suggestion.filled}</span>
        </p>
      ) : null}
      <Button size="sm" type="submit" disabled={busy || !complete}>
        Apply
      </Button>
    </form>
  );
}

/**
 * Suggestions that need a figure only the person knows: each placeholder is a small field; the line
 * they complete goes into the resume as their own words.
 */
export function SuggestionsList({
  suggestions,
  busy,
  onFill,
}: {
  suggestions: ReviewSuggestion[];
  busy: boolean;
  onFill: (suggestionId: number, values: string[]) => void;
}) {
  if (suggestions.length === 0) {
    return <p className="text-sm text-muted-foreground">No suggestions need a figure from you.</p>;
  }
  return (
    <div className="space-y-3">
      {suggestions.map((suggestion) => (
        <SuggestionForm
          key={suggestion.id}
          suggestion={suggestion}
          busy={busy}
          onFill={(values) => onFill(suggestion.id, values)}
        />
      ))}
    </div>
  );
}

import { useMutation } from '@tanstack/react-query';
import { serverMessageOf } from '../../lib/error-message.ts';
import { toast } from '../../lib/toast-store.ts';

/**
 * An AI button's call: progress while pending, and on failure the spec's text as a toast (SPEC §8
 * 'Failed to generate summary' …) with the server's reason when it gave one. An answer with nothing
 * usable in it (`hasContent` says no) is a failure too, so the button never silently does nothing.
 */
export function useAiAction<Input, Output>(
  call: (input: Input) => Promise<Output>,
  failureTitle: string,
  hasContent: (output: Output) => boolean,
  onResult: (output: Output) => void,
) {
  return useMutation({
    mutationFn: async (input: Input) => {
      const output = await call(input);
      if (!hasContent(output)) throw new Error('The AI answer was empty.');
      return output;
    },
    onSuccess: onResult,
    onError: (error) => {
      toast({
        title: failureTitle,
        description: serverMessageOf(error) ?? 'Please try again',
        variant: 'destructive',
      });
    },
  });
}

/** Never overwrite what the person wrote without asking (the AI text replaces theirs only on yes). */
export function confirmReplace(current: string, what: string): boolean {
  if (!current.trim()) return true;
  return window.confirm(`Replace your ${what} with the generated text? Your current text will be lost.`);
}

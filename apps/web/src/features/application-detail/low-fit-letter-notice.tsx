import { LETTER_SKIP_MESSAGES } from '@hireproof/contract';
import { Button } from '../../components/ui/button.tsx';

interface LowFitLetterNoticeProps {
  /** The person chose to apply without the letter. */
  skipped: boolean;
  busy: boolean;
  onChoose: (skipped: boolean) => void;
}

/**
 * On a poor fit (the uploaded resume shares almost nothing with the posting), says so plainly and offers to
 * apply without the cover letter; once skipped, says the letter is out of the downloads and offers it back.
 */
export function LowFitLetterNotice({ skipped, busy, onChoose }: LowFitLetterNoticeProps) {
  return (
    <section
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-warning/50 bg-warning/10 p-4 text-sm"
      aria-label="Cover letter for a poor fit"
      data-testid="low-fit-letter-notice"
    >
      <p className="min-w-0 flex-1">{skipped ? LETTER_SKIP_MESSAGES.skipped : LETTER_SKIP_MESSAGES.notice}</p>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => onChoose(!skipped)}>
        {skipped ? LETTER_SKIP_MESSAGES.include : LETTER_SKIP_MESSAGES.skip}
      </Button>
    </section>
  );
}

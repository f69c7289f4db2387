import { useEffect, useRef, useState } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Progress } from '../../components/ui/progress.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { GENERATION_STEPS, nextProgress, PROGRESS_TICK_MS, STEP_TICK_MS } from './generation-progress.ts';

/**
 * While `isActive`, progress rises every 500 ms (capped at 95) and the step message moves on every 2 s,
 * wrapping round; both restart from zero each time it becomes active.
 */
export function useGenerationProgress(isActive: boolean, random: () => number = Math.random) {
  const [progress, setProgress] = useState(0);
  const [stepIndex, setStepIndex] = useState(0);
  // Held in a ref so a caller passing a new function each render does not restart the timers.
  const randomRef = useRef(random);
  randomRef.current = random;

  useEffect(() => {
    if (!isActive) return;
    setProgress(0);
    setStepIndex(0);
    const progressTimer = setInterval(
      () => setProgress((current) => nextProgress(current, randomRef.current())),
      PROGRESS_TICK_MS,
    );
    const stepTimer = setInterval(
      () => setStepIndex((index) => (index + 1) % GENERATION_STEPS.length),
      STEP_TICK_MS,
    );
    return () => {
      clearInterval(progressTimer);
      clearInterval(stepTimer);
    };
  }, [isActive]);

  return { progress, step: GENERATION_STEPS[stepIndex] ?? GENERATION_STEPS[0] };
}

interface GenerationProgressModalProps {
  open: boolean;
  /** Source of randomness for the progress rises; tests pass a fixed one. */
  random?: () => number;
}

/**
 * The modal shown while an application is generated. The user cannot dismiss it (no close button, no
 * Escape, no click outside); it closes when the parent learns the outcome.
 */
export function GenerationProgressModal({ open, random }: GenerationProgressModalProps) {
  const { progress, step } = useGenerationProgress(open, random);
  return (
    <Dialog open={open}>
      <DialogContent
        hideClose
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
        data-testid="generation-progress-modal"
      >
        <DialogHeader>
          <DialogTitle>Generating Your Application</DialogTitle>
          <DialogDescription>
            This usually takes under a minute. Please don't close this window.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-3">
          <div className="flex items-center justify-between text-sm">
            <span className="flex items-center gap-2 font-medium">
              <Spinner className="size-4" label="Generating" />
              <span aria-live="polite" data-testid="generation-step">
                {step}
              </span>
            </span>
            <span className="tabular-nums text-muted-foreground" data-testid="generation-percent">
              {progress}%
            </span>
          </div>
          <Progress value={progress} aria-label="Generation progress" />
        </div>
      </DialogContent>
    </Dialog>
  );
}

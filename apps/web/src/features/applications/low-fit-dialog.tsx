import { FIT_MESSAGES, type FitCheckResponse } from '@hireproof/contract';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/ui/alert-dialog.tsx';

/** The plain words for a low fit: what we measured, what it means, and that the choice is the person's. */
export function lowFitText(fit: FitCheckResponse, spendsCredit: boolean): string[] {
  const shown =
    fit.matched === 0
      ? `Your resume shows none of the ${fit.total} skills and terms we found in this job description.`
      : `Your resume shows only ${fit.matched} of the ${fit.total} skills and terms we found in this job description (${fit.shared.join(', ')}).`;
  return [
    shown,
    "We only use what your resume says, so the tailored resume and letter can't claim more than that, and they are unlikely to get you noticed for this job.",
    spendsCredit
      ? 'Check that you chose the right resume and job. If you go on, 1 credit will be used.'
      : 'Check that you chose the right resume and job.',
  ];
}

/**
 * Asked before generating when a resume and a posting share almost nothing (coverage below the engine's
 * threshold): go back and change something, or generate anyway. Escape and the outside click go back.
 */
export function LowFitDialog({
  fit,
  spendsCredit,
  onContinue,
  onBack,
}: {
  fit: FitCheckResponse | null;
  spendsCredit: boolean;
  onContinue: () => void;
  onBack: () => void;
}) {
  return (
    <AlertDialog open={fit !== null} onOpenChange={(open) => !open && onBack()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{FIT_MESSAGES.title}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="space-y-2">
              {fit ? lowFitText(fit, spendsCredit).map((line) => <p key={line}>{line}</p>) : null}
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{FIT_MESSAGES.back}</AlertDialogCancel>
          <AlertDialogAction onClick={onContinue}>{FIT_MESSAGES.continue}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

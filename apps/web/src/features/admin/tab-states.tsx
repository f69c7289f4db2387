import { Card, CardContent } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';

/** The loading state every admin tab shows while its data arrives. */
export function TabLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-8">
      <Spinner label={label} />
    </div>
  );
}

/** A tab whose data could not load: says so and offers to try again. */
export function TabLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="text-destructive">{message}</p>
        <button type="button" className="text-sm text-primary underline" onClick={onRetry}>
          Try again
        </button>
      </CardContent>
    </Card>
  );
}

import type { BuilderDraft } from '@hireproof/contract';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '../../components/ui/spinner.tsx';
import { previewQuery } from './builder-api.ts';
import { settledDraft } from './draft-rules.ts';
import { useDebounced } from './use-debounced.ts';

/** How long the preview waits after the last keystroke before it is rendered again. */
const PREVIEW_DELAY_MS = 500;

/**
 * The draft in its template, rendered by the server with the engine's HTML renderer and shown in a
 * frame with `sandbox=""` (no scripts, an opaque origin), as the application page does.
 */
export function PreviewFrame({
  draft,
  title = 'Resume preview',
  className = 'h-[800px]',
  decorative = false,
}: {
  draft: BuilderDraft;
  title?: string;
  className?: string;
  /** A thumbnail (the template cards): hidden from assistive technology and the tab order. */
  decorative?: boolean;
}) {
  const settled = useDebounced(settledDraft(draft), PREVIEW_DELAY_MS);
  const preview = useQuery(previewQuery(settled));
  if (!preview.data) {
    return (
      <div
        className={`flex items-center justify-center rounded-md border border-border bg-white ${className}`}
      >
        {preview.isError ? (
          <p className="p-4 text-sm text-muted-foreground">The preview could not be loaded.</p>
        ) : (
          <Spinner label="Loading preview" />
        )}
      </div>
    );
  }
  return (
    <iframe
      title={title}
      sandbox=""
      srcDoc={preview.data.html}
      className={`w-full rounded-md border border-border bg-white ${className}`}
      {...(decorative ? { 'aria-hidden': true, tabIndex: -1 } : {})}
    />
  );
}

import { CircleAlert, X } from 'lucide-react';
import { useAuthError } from './use-auth-error.ts';

/** The red banner for `?auth=failed|error`; the visitor can dismiss it. */
export function AuthErrorBanner() {
  const { message, dismiss } = useAuthError();
  if (!message) return null;
  return (
    <aside
      data-section="auth-error"
      aria-label="Sign-in problem"
      className="border-b border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <div role="alert" className="mx-auto flex w-full max-w-6xl items-center gap-3 px-4 py-3 sm:px-6">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0" />
        <p className="flex-1 text-sm font-medium">{message}</p>
        <button
          type="button"
          onClick={dismiss}
          aria-label="Dismiss"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-md transition-colors hover:bg-red-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-red-700 dark:hover:bg-red-900 dark:focus-visible:ring-red-300"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </aside>
  );
}

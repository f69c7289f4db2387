import { Users } from 'lucide-react';
import { USER_COUNT } from './content-sections.ts';
import { useUserCount } from './use-user-count.ts';

/** "847 job seekers…": the figure grows by 1 to 3 every 30 s while the page is open. */
export function UserCountBanner() {
  const count = useUserCount();
  return (
    <div data-section="user-count" className="border-y border-border bg-accent text-accent-foreground">
      <p className="mx-auto flex w-full max-w-6xl items-center justify-center gap-2 px-4 py-4 text-center text-sm sm:px-6 sm:text-base">
        <Users aria-hidden="true" className="size-5 shrink-0" />
        <span>
          <strong data-testid="user-count" className="font-bold tabular-nums">
            {count.toLocaleString('en-US')}
          </strong>{' '}
          {USER_COUNT.after}
        </span>
      </p>
    </div>
  );
}

import { CircleCheck, CircleSlash, Settings } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useSettings } from '../../lib/settings.ts';

/** The server variables that switch each payment method on (apps/server/src/config.ts). */
export const PAYMENT_METHOD_SWITCHES = [
  { method: 'PayPal', variables: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'] },
  { method: 'UPI', variables: ['UPI_VPA', 'UPI_PAYEE_NAME'] },
] as const;

/** The operator command that adds credits to an account (apps/server/src/cli/commands.ts). */
export const GRANT_CREDITS_COMMAND = 'npm run cli -- credits:grant --email E --credits N';

/**
 * Shown to a user in place of the purchase choices when this server takes no payment at all: says so
 * plainly and names whom to ask — the operator's address when they set one (SUPPORT_EMAIL); never the
 * built-in default, which nobody on this installation reads — so 0 credits is never a dead end.
 */
export function PaymentsNotSetUpNotice({
  supportEmail,
  supportEmailConfigured,
}: {
  supportEmail: string;
  supportEmailConfigured: boolean;
}) {
  return (
    <div role="note" className="space-y-1 rounded-lg border border-dashed p-3 text-sm">
      <p className="font-medium">Payments are not set up on this server yet.</p>
      {supportEmailConfigured ? (
        <p className="text-muted-foreground">
          To get more credits, contact{' '}
          <a
            className="font-medium text-primary underline underline-offset-4"
            href={`mailto:${supportEmail}`}
          >
            {supportEmail}
          </a>
          .
        </p>
      ) : (
        <p className="text-muted-foreground">
          This installation sells no credits. Ask the person who runs it to add some to your account.
        </p>
      )}
    </div>
  );
}

/**
 * The admin's view of payments on the dashboard (admins have unlimited credits and buy none): which
 * method is on, and which server variables switch each one on.
 */
export function PaymentSetupCard({ className }: { className?: string }) {
  const settings = useSettings();
  const enabled = { PayPal: settings.paypalEnabled, UPI: settings.upiEnabled };
  return (
    <Card className={className} data-testid="payment-setup">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Settings aria-hidden="true" className="size-5 text-primary" />
          Payment Methods
        </CardTitle>
        <CardDescription>
          What users can pay with on this server. Admins have unlimited credits.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-3 text-sm">
          {PAYMENT_METHOD_SWITCHES.map(({ method, variables }) => {
            const on = enabled[method];
            return (
              <li key={method} className="space-y-1">
                <p className="flex items-center gap-2 font-medium">
                  {on ? (
                    <CircleCheck aria-hidden="true" className="size-4 text-green-600 dark:text-green-400" />
                  ) : (
                    <CircleSlash aria-hidden="true" className="size-4 text-muted-foreground" />
                  )}
                  {method}: {settings.isLoading ? 'checking…' : on ? 'on' : 'off'}
                </p>
                {on ? null : (
                  <p className="break-words text-muted-foreground">
                    Set{' '}
                    {variables.map((name, index) => (
                      <span key={name}>
                        {index > 0 ? ' and ' : null}
                        <code className="rounded bg-muted px-1 text-xs">{name}</code>
                      </span>
                    ))}{' '}
                    in the server's environment and restart it to switch it on.
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        <p className="mt-3 break-words text-sm text-muted-foreground">
          To add credits to an account without a payment, run{' '}
          <code className="rounded bg-muted px-1 text-xs">{GRANT_CREDITS_COMMAND}</code> on the server.
        </p>
      </CardContent>
    </Card>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import {
  type ChangeEvent,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  useId,
  useState,
} from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { CURRENT_USER_KEY } from '../../lib/current-user.ts';
import { credentialsErrorMessage, submitCredentials } from './credentials-api.ts';
import {
  type CredentialsErrors,
  type CredentialsInput,
  type CredentialsMode,
  validateCredentials,
} from './credentials-validation.ts';

const EMPTY: CredentialsInput = { email: '', password: '', firstName: '', lastName: '' };
const FIELD_ORDER: (keyof CredentialsInput)[] = ['firstName', 'lastName', 'email', 'password'];

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (describedBy: string | undefined) => ReactNode;
}

function Field({ id, label, error, hint, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children(describedBy)}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The email and password form, in sign-in or create-account mode. */
export function CredentialsForm({ mode }: { mode: CredentialsMode }) {
  const [values, setValues] = useState<CredentialsInput>(EMPTY);
  const [errors, setErrors] = useState<CredentialsErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const idPrefix = useId();
  const id = (field: keyof CredentialsInput) => `${idPrefix}-${mode}-${field}`;
  const isSignUp = mode === 'sign-up';

  const update = (field: keyof CredentialsInput) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  // One labelled input bound to its value, error and hint; the caller gives only what differs per field.
  const field = (
    name: keyof CredentialsInput,
    label: string,
    inputProps: ComponentProps<typeof Input>,
    hint?: string,
  ) => (
    <Field id={id(name)} label={label} error={errors[name]} hint={hint}>
      {(describedBy) => (
        <Input
          {...inputProps}
          id={id(name)}
          name={name}
          value={values[name]}
          onChange={update(name)}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </Field>
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const found = validateCredentials(mode, values);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(id(firstInvalid))?.focus();
      return;
    }
    setIsSubmitting(true);
    try {
      await submitCredentials(mode, values);
      // Wait for the fresh user so the dashboard's guard sees the new session, not the cached "signed out".
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY, refetchType: 'all' });
      navigate('/dashboard');
    } catch (error) {
      setFormError(credentialsErrorMessage(mode, error));
      setIsSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={isSubmitting}>
      {formError ? (
        <div
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          {formError}
        </div>
      ) : null}
      {isSignUp ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {field('firstName', 'First name', { autoComplete: 'given-name', required: true })}
          {field('lastName', 'Last name (optional)', { autoComplete: 'family-name' })}
        </div>
      ) : null}
      {field('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email', required: true })}
      {field(
        'password',
        'Password',
        {
          type: 'password',
          autoComplete: isSignUp ? 'new-password' : 'current-password',
          required: true,
        },
        isSignUp ? 'At least 8 characters.' : undefined,
      )}
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2 w-full">
        {isSubmitting ? <Spinner className="size-4 text-current" label="Please wait" /> : null}
        {isSignUp ? 'Create account' : 'Sign in'}
      </Button>
    </form>
  );
}

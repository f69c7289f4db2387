import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, type ReactNode, useId, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { credentialsErrorMessage, submitCredentials } from './credentials-api.ts';
import {
  type CredentialsErrors,
  type CredentialsInput,
  type CredentialsMode,
  validateCredentials,
} from './credentials-validation.ts';
import { CURRENT_USER_KEY } from './current-user.ts';

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
          <Field id={id('firstName')} label="First name" error={errors.firstName}>
            {(describedBy) => (
              <Input
                id={id('firstName')}
                name="firstName"
                autoComplete="given-name"
                value={values.firstName}
                onChange={update('firstName')}
                aria-invalid={errors.firstName ? true : undefined}
                aria-describedby={describedBy}
                required
              />
            )}
          </Field>
          <Field id={id('lastName')} label="Last name (optional)" error={errors.lastName}>
            {(describedBy) => (
              <Input
                id={id('lastName')}
                name="lastName"
                autoComplete="family-name"
                value={values.lastName}
                onChange={update('lastName')}
                aria-invalid={errors.lastName ? true : undefined}
                aria-describedby={describedBy}
              />
            )}
          </Field>
        </div>
      ) : null}
      <Field id={id('email')} label="Email" error={errors.email}>
        {(describedBy) => (
          <Input
            id={id('email')}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={update('email')}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy}
            required
          />
        )}
      </Field>
      <Field
        id={id('password')}
        label="Password"
        error={errors.password}
        hint={isSignUp ? 'At least 8 characters.' : undefined}
      >
        {(describedBy) => (
          <Input
            id={id('password')}
            name="password"
            type="password"
            autoComplete={isSignUp ? 'new-password' : 'current-password'}
            value={values.password}
            onChange={update('password')}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={describedBy}
            required
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2 w-full">
        {isSubmitting ? <Spinner className="size-4 text-current" label="Please wait" /> : null}
        {isSignUp ? 'Create account' : 'Sign in'}
      </Button>
    </form>
  );
}

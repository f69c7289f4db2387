import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  passwordLength,
} from '@hireproof/contract';

export type CredentialsMode = 'sign-in' | 'sign-up';

export interface CredentialsInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export type CredentialsErrors = Partial<Record<keyof CredentialsInput, string>>;

// Deliberately loose: the server has the final word; this only catches obvious typos early.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NAME_MAX_LENGTH = 100;

/** Client-side checks for the sign-in and create-account forms; an empty object means valid. */
export function validateCredentials(mode: CredentialsMode, input: CredentialsInput): CredentialsErrors {
  const errors: CredentialsErrors = {};
  const email = input.email.trim();
  if (!email) errors.email = 'Enter your email address.';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Enter a valid email address, like name@example.com.';

  if (!input.password) errors.password = 'Enter your password.';
  // Counted as the server counts it (characters, not UTF-16 units), with the server's words.
  else if (passwordLength(input.password) < PASSWORD_MIN_LENGTH)
    errors.password = `${PASSWORD_TOO_SHORT_MESSAGE}.`;
  else if (passwordLength(input.password) > PASSWORD_MAX_LENGTH)
    errors.password = `${PASSWORD_TOO_LONG_MESSAGE}.`;

  if (mode === 'sign-up') {
    const firstName = input.firstName.trim();
    if (!firstName) errors.firstName = 'Enter your first name.';
    else if (firstName.length > NAME_MAX_LENGTH)
      errors.firstName = `First name must be at most ${NAME_MAX_LENGTH} characters.`;
    if (input.lastName.trim().length > NAME_MAX_LENGTH)
      errors.lastName = `Last name must be at most ${NAME_MAX_LENGTH} characters.`;
  }
  return errors;
}

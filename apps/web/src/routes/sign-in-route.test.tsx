import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../test/fake-fetch.ts';
import { makeUser, renderWithClient, stubColorScheme } from '../test/render.tsx';
import { SignInRoute } from './sign-in-route.tsx';

/** The /sign-in route for a signed-out visitor, as the app renders it. */
async function setup() {
  stubColorScheme('light');
  window.history.replaceState(null, '', '/sign-in');
  const rendered = renderWithClient(<SignInRoute />);
  await screen.findByRole('tab', { name: 'Sign in' });
  return rendered;
}

const signedOut = () => ({ status: 401, body: 'Unauthorized' });

describe('/sign-in', () => {
  it('sends a visitor who is already signed in to the dashboard', async () => {
    fakeFetch({ 'GET /api/auth/user': () => ({ body: makeUser() }) });
    window.history.replaceState(null, '', '/sign-in');
    renderWithClient(<SignInRoute />);
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
  });

  it('validates on the client before calling the server', async () => {
    const { requests } = fakeFetch({ 'GET /api/auth/user': signedOut });
    await setup();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email address.')).toBeVisible();
    expect(screen.getByText('Enter your password.')).toBeVisible();
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);

    fireEvent.change(email, { target: { value: 'jane@example.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('signs in, refreshes the current user and goes to the dashboard', async () => {
    let signedIn = false;
    const { requests } = fakeFetch({
      'POST /api/identity/sign-in/email': () => {
        signedIn = true;
        return { body: { redirect: false } };
      },
      'GET /api/auth/user': () => (signedIn ? { body: makeUser() } : { status: 401, body: 'Unauthorized' }),
    });
    const { client } = await setup();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' jane@example.test ' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: '/api/identity/sign-in/email',
      body: { email: 'jane@example.test', password: 'correct horse' },
      credentials: 'include',
    });
    expect(client.getQueryData(['/api/auth/user'])).toMatchObject({ email: 'jane@example.test' });
  });

  it('shows a generic message when sign-in fails', async () => {
    fakeFetch({
      'POST /api/identity/sign-in/email': () => ({ status: 401, body: { message: 'User not found' } }),
      'GET /api/auth/user': signedOut,
    });
    await setup();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nobody@example.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'whatever123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Incorrect email or password. Please try again.');
    expect(window.location.pathname).toBe('/sign-in');
  });

  it('creates an account with the full name and goes to the dashboard', async () => {
    const user = userEvent.setup();
    let signedIn = false;
    const { requests } = fakeFetch({
      'POST /api/identity/sign-up/email': () => {
        signedIn = true;
        return { body: { token: 't' } };
      },
      'GET /api/auth/user': () => (signedIn ? { body: makeUser() } : { status: 401, body: 'Unauthorized' }),
    });
    await setup();
    await user.click(screen.getByRole('tab', { name: 'Create account' }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Enter your first name.')).toBeVisible();

    await user.type(screen.getByLabelText('First name'), 'Jane');
    await user.type(screen.getByLabelText('Last name (optional)'), 'Doe');
    await user.type(screen.getByLabelText('Email'), 'jane@example.test');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: '/api/identity/sign-up/email',
      body: { email: 'jane@example.test', password: 'correct horse', name: 'Jane Doe' },
    });
  });
});

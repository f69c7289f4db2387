import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getToasts } from '../../lib/toast-store.ts';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { renderWithClient } from '../../test/render.tsx';
import { ContactForm } from './contact-form.tsx';

async function fillAndSend() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Jane Doe');
  await user.type(screen.getByLabelText('Email'), 'jane@example.test');
  await user.type(screen.getByLabelText('Subject'), 'Invoice');
  await user.type(screen.getByLabelText('Message'), 'Please send me an invoice.');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

/** Renders the form, sends a filled-in message and answers the one toast it raises. */
async function sendAndReadToast() {
  renderWithClient(<ContactForm />);
  await fillAndSend();
  await waitFor(() => expect(getToasts()).toHaveLength(1));
  return getToasts()[0];
}

describe('ContactForm', () => {
  it('marks every field required and uses an email input', () => {
    fakeFetch({});
    renderWithClient(<ContactForm />);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      expect(screen.getByLabelText(label).hasAttribute('required')).toBe(true);
    }
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
  });

  it("sends the message, toasts 'Message sent!' with the server's words and clears the form", async () => {
    const { requests } = fakeFetch({
      'POST /api/contact': () => ({ body: { message: 'Thanks! We will get back to you within 24 hours.' } }),
    });
    expect(await sendAndReadToast()).toMatchObject({
      title: 'Message sent!',
      description: 'Thanks! We will get back to you within 24 hours.',
    });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/contact',
      body: {
        name: 'Jane Doe',
        email: 'jane@example.test',
        subject: 'Invoice',
        message: 'Please send me an invoice.',
      },
    });
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it("toasts 'Error' with the server's message and keeps the form", async () => {
    fakeFetch({
      'POST /api/contact': () => ({
        status: 429,
        body: { code: 'RATE_LIMITED', message: 'Too many messages. Try again later.', requestId: 'r' },
      }),
    });
    expect(await sendAndReadToast()).toMatchObject({
      title: 'Error',
      description: 'Too many messages. Try again later.',
      variant: 'destructive',
    });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Jane Doe');
  });

  it('falls back to the standard failure text when there is no server message', async () => {
    fakeFetch({
      'POST /api/contact': () => () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await sendAndReadToast()).toMatchObject({
      title: 'Error',
      description: 'Failed to send message. Please try again.',
    });
  });
});

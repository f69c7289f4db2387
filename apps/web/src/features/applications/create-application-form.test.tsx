import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../lib/toast-store.ts';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { makeUser, renderWithClient } from '../../test/render.tsx';
import { CreateApplicationForm } from './create-application-form.tsx';
import { makeApplication } from './test-data.ts';

const DESCRIPTION =
  'We are hiring a backend engineer to design and run TypeScript services on PostgreSQL. '.repeat(3);

function renderForm(user = makeUser()) {
  return renderWithClient(<CreateApplicationForm user={user} random={() => 0} />);
}

// hidden: the open modal marks the rest of the page aria-hidden.
const generateButton = () =>
  screen.getByRole('button', { name: /Generate Resume & Cover Letter|Generating/, hidden: true });

function chooseResume(name = 'cv.pdf') {
  fireEvent.change(screen.getByLabelText('Resume file'), {
    target: { files: [new File(['%PDF-1.7'], name, { type: 'application/pdf' })] },
  });
}

function fill({ title = 'Backend Engineer', company = 'Acme', description = DESCRIPTION } = {}) {
  fireEvent.change(screen.getByLabelText('Job Title'), { target: { value: title } });
  fireEvent.change(screen.getByLabelText('Company'), { target: { value: company } });
  fireEvent.change(screen.getByLabelText('Job Description'), { target: { value: description } });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('CreateApplicationForm', () => {
  it('counts the description live out of 200 and renders no Try Extract button yet', () => {
    fakeFetch({});
    renderForm();
    expect(screen.getByTestId('description-counter').textContent).toBe('0/200');
    fireEvent.change(screen.getByLabelText('Job Description'), { target: { value: 'Twelve chars' } });
    expect(screen.getByTestId('description-counter').textContent).toBe('12/200');
    expect(screen.queryByRole('button', { name: 'Try Extract' })).toBeNull();
  });

  it("toasts 'File Required' when no resume was chosen", () => {
    const { requests } = fakeFetch({});
    renderForm();
    fill();
    fireEvent.click(generateButton());
    expect(getToasts()[0]).toMatchObject({
      title: 'File Required',
      description: 'Please upload your resume',
    });
    expect(requests).toHaveLength(0);
  });

  it("toasts 'Missing Information' when a field is empty", () => {
    const { requests } = fakeFetch({});
    renderForm();
    chooseResume();
    fill({ company: '' });
    fireEvent.click(generateButton());
    expect(getToasts()[0]).toMatchObject({
      title: 'Missing Information',
      description: 'Please fill in all required fields',
    });
    expect(requests).toHaveLength(0);
  });

  it("toasts 'Job Description Too Short' under 200 characters", () => {
    const { requests } = fakeFetch({});
    renderForm();
    chooseResume();
    fill({ description: 'x'.repeat(199) });
    fireEvent.click(generateButton());
    expect(getToasts()[0]).toMatchObject({
      title: 'Job Description Too Short',
      description: 'Please provide a more detailed job description (minimum 200 characters)',
    });
    expect(requests).toHaveLength(0);
  });

  it('disables Generate without credits and says a credit is needed; admins are never blocked', () => {
    fakeFetch({});
    const { unmount } = renderForm(makeUser({ credits: 0 }));
    expect((generateButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('generate-note').textContent).toBe(
      'You need at least 1 credit to generate an application',
    );
    unmount();
    renderForm(makeUser({ credits: 0, role: 'admin' }));
    expect((generateButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('with credits, Generate is enabled and notes the cost and time', () => {
    fakeFetch({});
    renderForm(makeUser({ credits: 2 }));
    expect((generateButton() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('generate-note').textContent).toBe(
      'This will use 1 credit and typically takes under a minute',
    );
  });

  it('sends the multipart request, shows the modal while waiting, then toasts, refreshes and clears', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const { requests } = fakeFetch({
      'POST /api/applications': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
      'GET /api/applications': () => ({ body: { items: [], nextCursor: null } }),
      'GET /api/auth/user': () => ({ body: makeUser({ credits: 1 }) }),
    });
    const { client } = renderForm();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    chooseResume();
    fill();
    fireEvent.click(generateButton());

    await screen.findByTestId('generation-progress-modal');
    expect((generateButton() as HTMLButtonElement).disabled).toBe(true);
    expect(generateButton().textContent).toContain('Generating...');
    const sent = requests.find((request) => request.url === '/api/applications');
    expect(sent?.method).toBe('POST');
    expect(sent?.credentials).toBe('include');
    const form = sent?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('resume') as File).name).toBe('cv.pdf');
    expect(form.get('jobTitle')).toBe('Backend Engineer');
    expect(form.get('company')).toBe('Acme');
    expect(form.get('jobDescription')).toBe(DESCRIPTION.trim());

    await act(async () => answer({ status: 201, body: makeApplication() }));
    await waitFor(() => expect(screen.queryByTestId('generation-progress-modal')).toBeNull());
    expect(getToasts()[0]).toMatchObject({ title: 'Application Generated' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/applications'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/auth/user'] });
    expect((screen.getByLabelText('Job Title') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Company') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Job Description') as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByTestId('selected-file-name')).toBeNull();
  });

  it('follows a 202 answer every 3 s with the modal open until the application completes', async () => {
    vi.useFakeTimers();
    let reads = 0;
    const { requests } = fakeFetch({
      'POST /api/applications': () => ({ status: 202, body: makeApplication({ status: 'queued' }) }),
      'GET /api/applications/app-1': () => {
        reads += 1;
        return { body: makeApplication({ status: reads < 2 ? 'processing' : 'complete' }) };
      },
    });
    renderForm();
    chooseResume();
    fill();
    fireEvent.click(generateButton());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByTestId('generation-progress-modal')).toBeVisible();
    expect(screen.getByTestId('generation-progress-modal')).toHaveTextContent('Generating Your Application');
    expect(reads).toBe(0);

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2990);
    });
    expect(reads).toBe(1);
    expect(screen.getByTestId('generation-progress-modal')).toBeVisible();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(reads).toBe(2);
    expect(screen.queryByTestId('generation-progress-modal')).toBeNull();
    expect(getToasts()[0]).toMatchObject({ title: 'Application Generated' });

    await act(async () => {
      await vi.advanceTimersByTimeAsync(9000);
    });
    expect(requests.filter((request) => request.url === '/api/applications/app-1')).toHaveLength(2);
  });

  it("closes the modal and toasts 'Generation Failed' with the server's message, keeping the form", async () => {
    fakeFetch({
      'POST /api/applications': () => ({
        status: 422,
        body: {
          code: 'GENERATION_FAILED',
          message: 'We could not read any text in this PDF.',
          requestId: 'r',
        },
      }),
    });
    renderForm();
    chooseResume();
    fill();
    fireEvent.click(generateButton());
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Generation Failed'));
    expect(getToasts()[0]).toMatchObject({
      description: 'We could not read any text in this PDF.',
      variant: 'destructive',
    });
    expect(screen.queryByTestId('generation-progress-modal')).toBeNull();
    expect((screen.getByLabelText('Company') as HTMLInputElement).value).toBe('Acme');
  });

  it("toasts the application's own reason when a followed generation fails", async () => {
    vi.useFakeTimers();
    fakeFetch({
      'POST /api/applications': () => ({ status: 202, body: makeApplication({ status: 'processing' }) }),
      'GET /api/applications/app-1': () => ({
        body: makeApplication({ status: 'failed', error: 'The file looks like a scanned image.' }),
      }),
    });
    renderForm();
    chooseResume();
    fill();
    fireEvent.click(generateButton());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3010);
    });
    expect(getToasts()[0]).toMatchObject({
      title: 'Generation Failed',
      description: 'The file looks like a scanned image.',
    });
    expect(screen.queryByTestId('generation-progress-modal')).toBeNull();
  });
});

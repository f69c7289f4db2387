import { JOB_IMPORT_MESSAGES } from '@hireproof/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getToasts } from '../../lib/toast-store.ts';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { makeUser, renderWithClient } from '../../test/render.tsx';
import { CreateApplicationForm } from './create-application-form.tsx';

const LINK = 'https://www.naukri.com/job-listings-senior-data-engineer-pecan-logistics-251126000001';
const POSTING = {
  jobDescription:
    'Pecan Logistics is hiring a Senior Data Engineer.\n\n• Build Python and SQL pipelines\n• Run them on AWS',
  jobTitle: 'Senior Data Engineer',
  company: 'Pecan Logistics',
  location: 'Pune',
  source: 'board-data',
};
const LONG_NOTE =
  'I found this role through a friend who works there and I would like to tailor my resume for it carefully. ';

function renderForm() {
  return renderWithClient(<CreateApplicationForm user={makeUser()} random={() => 0} />);
}
const description = () => screen.getByLabelText('Job Description') as HTMLTextAreaElement;
const paste = (text: string) => fireEvent.change(description(), { target: { value: text } });

describe('job link import on the dashboard form', () => {
  it('shows no Try Extract for plain text, and for a link to a site that is not a supported board', () => {
    const { requests } = fakeFetch({});
    renderForm();
    paste('We are hiring a backend engineer to run TypeScript services.');
    expect(screen.queryByRole('button', { name: /Try Extract/ })).toBeNull();
    paste('https://jobs.example.com/123');
    expect(screen.queryByRole('button', { name: /Try Extract/ })).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('extracts by itself when the text is little more than a supported link, and fills empty title and company', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { requests } = fakeFetch({
      'POST /api/extract-job-description': async () => {
        await answered;
        return { body: POSTING };
      },
    });
    renderForm();
    paste(LINK);
    // While it runs, the button shows progress.
    expect(await screen.findByRole('button', { name: /Extracting/ })).toBeVisible();
    expect(requests.at(-1)).toMatchObject({ method: 'POST', body: { url: LINK } });
    release();
    await waitFor(() => expect(description().value).toBe(POSTING.jobDescription));
    expect((screen.getByLabelText('Job Title') as HTMLInputElement).value).toBe(POSTING.jobTitle);
    expect((screen.getByLabelText('Company') as HTMLInputElement).value).toBe(POSTING.company);
    // The posting has no link in it: the button is gone and nothing else is fetched.
    expect(screen.queryByRole('button', { name: /Try Extract|Extracting/ })).toBeNull();
    expect(requests.filter((r) => r.url === '/api/extract-job-description')).toHaveLength(1);
  });

  it('keeps a title and company the person already typed', async () => {
    fakeFetch({ 'POST /api/extract-job-description': () => ({ body: POSTING }) });
    renderForm();
    fireEvent.change(screen.getByLabelText('Job Title'), { target: { value: 'Data Engineer II' } });
    paste(LINK);
    await waitFor(() => expect(description().value).toBe(POSTING.jobDescription));
    expect((screen.getByLabelText('Job Title') as HTMLInputElement).value).toBe('Data Engineer II');
    expect((screen.getByLabelText('Company') as HTMLInputElement).value).toBe(POSTING.company);
  });

  it('waits for Try Extract when the text besides the link is 100 characters or more', async () => {
    const { requests } = fakeFetch({ 'POST /api/extract-job-description': () => ({ body: POSTING }) });
    renderForm();
    paste(`${LONG_NOTE}${LINK}`);
    const button = screen.getByRole('button', { name: /Try Extract/ });
    expect(requests).toHaveLength(0);
    fireEvent.click(button);
    await waitFor(() => expect(description().value).toBe(POSTING.jobDescription));
    expect(requests).toHaveLength(1);
  });

  it("toasts 'Manual Copy Required' when the board blocks extraction (422), and does not retry by itself", async () => {
    const { requests } = fakeFetch({
      'POST /api/extract-job-description': () => ({
        status: 422,
        body: { code: 'UNPROCESSABLE', message: JOB_IMPORT_MESSAGES.blocked, requestId: 'r' },
      }),
    });
    renderForm();
    paste(LINK);
    await waitFor(() => expect(getToasts()[0]).toBeTruthy());
    expect(getToasts()[0]).toMatchObject({
      title: 'Manual Copy Required',
      description:
        'This job board did not let us read the posting automatically. Please copy the job description and paste it above.',
    });
    expect(description().value).toBe(LINK);
    paste(`${LINK} `);
    expect(requests).toHaveLength(1);
  });

  it.each([
    [JOB_IMPORT_MESSAGES.unreachable, 'Job Board Unreachable', /could not be reached.*try again later/],
    [JOB_IMPORT_MESSAGES.notFound, 'No Job Posting Found', /No job description was found at this link/],
    [JOB_IMPORT_MESSAGES.loginWall, 'Manual Copy Required', /only after signing in/],
  ])('says what happened when the server answers 422 %s', async (message, title, description) => {
    fakeFetch({
      'POST /api/extract-job-description': () => ({
        status: 422,
        body: { code: 'UNPROCESSABLE', message, requestId: 'r' },
      }),
    });
    renderForm();
    paste(LINK);
    await waitFor(() => expect(getToasts()[0]).toBeTruthy());
    expect(getToasts()[0]).toMatchObject({ title, description: expect.stringMatching(description) });
    expect(getToasts()[0]!.description).not.toMatch(/blocks automated extraction/);
  });

  it.each([
    [
      'the server’s message',
      { status: 400, body: { code: 'INVALID_INPUT', message: 'Only links to job boards.', requestId: 'r' } },
      'Only links to job boards.',
    ],
    [
      'the fallback text',
      { status: 502, body: '' },
      'Unable to extract job description. Please copy and paste manually.',
    ],
  ])("toasts 'Extraction Failed' with %s on any other failure", async (_label, reply, message) => {
    fakeFetch({ 'POST /api/extract-job-description': () => reply });
    renderForm();
    paste(`${LONG_NOTE}${LINK}`);
    fireEvent.click(screen.getByRole('button', { name: /Try Extract/ }));
    await waitFor(() =>
      expect(getToasts()[0]).toMatchObject({ title: 'Extraction Failed', description: message }),
    );
  });
});

import { REVIEW_MESSAGES } from '@hireproof/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithClient } from '../../../test/render.tsx';
import { ParseWarningsNotice } from '../parse-warnings-notice.tsx';
import { ReviewPanels } from './review-panels.tsx';
import { makeReview, makeStructure } from './review-test-data.ts';

const APP = '/api/applications/app-1';

function serve(overrides: Parameters<typeof fakeFetch>[0] = {}) {
  return fakeFetch({
    [`GET ${APP}/review`]: () => ({ body: makeReview() }),
    [`GET ${APP}/revisions`]: () => ({ body: [] }),
    ...overrides,
  });
}

const posted = (server: ReturnType<typeof serve>) =>
  server.requests.filter((request) => request.method === 'POST' && request.url === `${APP}/structure`);

describe('Structure panel', () => {
  it('shows the sections to sort and the jobs and studies with their header fields', async () => {
    serve();
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    const panel = await screen.findByRole('region', { name: 'Structure' });
    const section = within(panel).getByRole('form', { name: 'Section "Where I Worked"' });
    expect(section).toHaveTextContent('(heading we did not recognise)');
    expect(section).toHaveTextContent('Platform Engineer, Juniper Ledger, 2009 – 2011');
    expect(within(panel).getByTestId('structure-section-X2')).toHaveTextContent('(lines we could not place)');
    const header = within(panel).getByRole('form', { name: 'Header of Backend Engineer · Acme (W1)' });
    expect(within(header).getByLabelText('Company')).toHaveValue('Acme');
    expect(within(header).getByLabelText('End')).toHaveValue('Present');
    const study = within(panel).getByRole('form', { name: /Header of BSc Computer Science/ });
    expect(within(study).getByLabelText('Institution')).toHaveValue('Northgate University');
    expect(within(study).getByRole('button', { name: 'Save header' })).toBeDisabled();
  });

  it('says so when every section was recognised', async () => {
    serve({
      [`GET ${APP}/review`]: () => ({ body: makeReview({ structure: makeStructure({ sections: [] }) }) }),
    });
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    expect(await screen.findByText('Every section of your resume was recognised.')).toBeVisible();
  });

  it('reads a section again as a chosen kind from the keyboard and announces it', async () => {
    const server = serve({
      [`POST ${APP}/structure`]: () => ({
        body: makeReview({ revision: 2, structure: makeStructure({ sections: [] }) }),
      }),
    });
    const user = userEvent.setup();
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    const section = await screen.findByTestId('structure-section-X1');
    const kind = within(section).getByLabelText('Read these lines as');
    expect(kind).toHaveValue('work');
    await user.selectOptions(kind, 'Projects');
    within(section).getByRole('button', { name: 'Read again' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(posted(server).map((request) => request.body)).toEqual([
        { type: 'reread', sectionId: 'X1', kind: 'projects' },
      ]),
    );
    expect(await screen.findByTestId('review-announcement')).toHaveTextContent(
      'Section read as Projects; the resume was updated.',
    );
    expect(screen.queryByTestId('structure-section-X1')).toBeNull();
  });

  it('saves a corrected header with every field, and shows the stored values after', async () => {
    const corrected = makeStructure();
    corrected.entries[0] = { ...corrected.entries[0]!, organisation: 'Acme Robotics' };
    const server = serve({
      [`POST ${APP}/structure`]: () => ({ body: makeReview({ revision: 2, structure: corrected }) }),
    });
    const user = userEvent.setup();
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    const entry = await screen.findByTestId('structure-entry-W1');
    const company = within(entry).getByLabelText('Company');
    await user.clear(company);
    await user.type(company, 'Acme Robotics ');
    await user.click(within(entry).getByRole('button', { name: 'Save header' }));
    await waitFor(() =>
      expect(posted(server)[0]?.body).toEqual({
        type: 'header',
        entryId: 'W1',
        title: 'Backend Engineer',
        organisation: 'Acme Robotics',
        location: 'Austin, TX',
        start: '2020',
        end: 'Present',
      }),
    );
    expect(await screen.findByText('Entry corrected; the resume was updated.')).toBeInTheDocument();
    expect(within(screen.getByTestId('structure-entry-W1')).getByLabelText('Company')).toHaveValue(
      'Acme Robotics',
    );
  });

  it('asks where a job may be read the wrong way round, and swaps it in one click', async () => {
    const doubtful = makeStructure();
    const question =
      'We read "Apollo Hospitals" as the job title and "Medical Laboratory Technician" as the employer. Is it the other way round?';
    doubtful.entries[0] = {
      ...doubtful.entries[0]!,
      title: 'Apollo Hospitals',
      organisation: 'Medical Laboratory Technician',
      question,
    };
    const server = serve({
      [`GET ${APP}/review`]: () => ({ body: makeReview({ structure: doubtful }) }),
      [`POST ${APP}/structure`]: () => ({ body: makeReview({ revision: 2 }) }),
    });
    const user = userEvent.setup();
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    const entry = await screen.findByTestId('structure-entry-W1');
    expect(within(entry).getByRole('note')).toHaveTextContent(question);
    expect(within(screen.getByTestId('structure-entry-E1')).queryByRole('note')).toBeNull();
    await user.click(within(entry).getByRole('button', { name: 'Swap title and employer' }));
    await waitFor(() =>
      expect(posted(server)[0]?.body).toEqual({
        type: 'header',
        entryId: 'W1',
        title: 'Medical Laboratory Technician',
        organisation: 'Apollo Hospitals',
        location: 'Austin, TX',
        start: '2020',
        end: 'Present',
      }),
    );
    expect(await screen.findByText('Entry corrected; the resume was updated.')).toBeInTheDocument();
  });

  it('moves a line to another entry', async () => {
    const server = serve({ [`POST ${APP}/structure`]: () => ({ body: makeReview({ revision: 2 }) }) });
    const user = userEvent.setup();
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    const entry = await screen.findByTestId('structure-entry-W1');
    const lines = within(entry).getByRole('list', { name: /Lines of/ });
    const second = within(lines).getAllByRole('listitem')[1]!;
    expect(within(second).getByLabelText('Move to')).toHaveValue('E1');
    await user.click(
      within(second).getByRole('button', {
        name: 'Move "Taught a night class in statistics" to the chosen entry',
      }),
    );
    await waitFor(() =>
      expect(posted(server)[0]?.body).toEqual({ type: 'move', bulletId: 'W1.B2', toEntryId: 'E1' }),
    );
    expect(await screen.findByText('Line moved; the resume was updated.')).toBeInTheDocument();
  });

  it('shows why a fix was refused, and a saving state while it is stored', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    serve({
      [`POST ${APP}/structure`]: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    renderWithClient(<ReviewPanels applicationId="app-1" />);
    const section = await screen.findByTestId('structure-section-X2');
    await user.click(within(section).getByRole('button', { name: 'Read again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saving your fix...');
    expect(within(section).getByRole('button', { name: 'Read again' })).toBeDisabled();
    answer({ status: 422, body: { message: REVIEW_MESSAGES.nothingPlaced } });
    const panel = screen.getByRole('region', { name: 'Structure' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.nothingPlaced);
    expect(screen.getByTestId('structure-section-X2')).toBeVisible();
  });
});

describe('Parse warnings link to the Structure panel', () => {
  const warnings = [
    { code: 'sections-unrecognised', message: '1 section heading did not match ("Where I Worked").' },
    { code: 'lines-moved-to-other', message: '1 line was kept in a section called "Other".' },
    { code: 'encoding-guessed', message: 'The text encoding was guessed.' },
  ];

  it('moves the focus to the place each warning concerns', async () => {
    serve();
    const user = userEvent.setup();
    renderWithClient(
      <>
        <ParseWarningsNotice warnings={warnings} structureLinks />
        <ReviewPanels applicationId="app-1" />
      </>,
    );
    await screen.findByTestId('structure-section-X2');
    const links = screen.getAllByRole('link', { name: 'Fix this in the Structure panel' });
    // A warning with nothing in the document to fix has no link.
    expect(links).toHaveLength(2);
    await user.click(links[0]!);
    expect(screen.getByRole('region', { name: 'Sections to sort' })).toHaveFocus();
    await user.click(links[1]!);
    expect(screen.getByTestId('structure-section-X2')).toHaveFocus();
  });

  it('goes to the list of sections once the "Other" section was sorted, and has no links without the panel', async () => {
    serve({
      [`GET ${APP}/review`]: () => ({ body: makeReview({ structure: makeStructure({ sections: [] }) }) }),
    });
    const user = userEvent.setup();
    const view = renderWithClient(
      <>
        <ParseWarningsNotice warnings={warnings} structureLinks />
        <ReviewPanels applicationId="app-1" />
      </>,
    );
    await screen.findByText('Every section of your resume was recognised.');
    await user.click(screen.getAllByRole('link', { name: 'Fix this in the Structure panel' })[1]!);
    expect(screen.getByRole('region', { name: 'Sections to sort' })).toHaveFocus();
    view.unmount();
    renderWithClient(<ParseWarningsNotice warnings={warnings} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

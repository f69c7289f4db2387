import type { BuilderDraft, ImportedDraft } from '@hireproof/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { renderWithClient } from '../../test/render.tsx';
import { emptyDraft } from './draft-rules.ts';
import { StartFromFile } from './start-from-file.tsx';

function importing(reply: Omit<ImportedDraft, 'draft'>) {
  const draft = { ...emptyDraft(), personalInfo: { ...emptyDraft().personalInfo, name: 'Jane Doe' } };
  fakeFetch({ 'POST /api/builder/import': () => ({ body: { draft, ...reply } }) });
  const imported: BuilderDraft[] = [];
  renderWithClient(<StartFromFile draft={emptyDraft()} onImported={(next) => imported.push(next)} />);
  fireEvent.change(screen.getByLabelText('Import a resume file (PDF, DOCX, TXT or JSON Resume)'), {
    target: { files: [new File(['Jane Doe'], 'cv.txt', { type: 'text/plain' })] },
  });
  return imported;
}

describe('importing a resume into the builder', () => {
  it('lists the sections left out by name and count, and what was put into an existing step', async () => {
    const imported = importing({
      leftOut: [
        { section: 'Projects', count: 2 },
        { section: 'Fun Facts', count: 1 },
      ],
      placed: [{ section: 'Volunteer', count: 1, into: 'Work Experience' }],
    });
    const report = await screen.findByRole('region', { name: 'What the import left out' });
    expect(imported.map((draft) => draft.personalInfo.name)).toEqual(['Jane Doe']);
    expect(
      within(report)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Projects (2)', 'Fun Facts (1)']);
    expect(report).toHaveTextContent('Volunteer (1): added to Work Experience as written.');
    fireEvent.click(within(report).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('import-report')).toBeNull();
  });

  it('shows no report when everything fitted', async () => {
    const imported = importing({ leftOut: [], placed: [] });
    await screen.findByRole('button', { name: 'Import resume' });
    await expect.poll(() => imported.length).toBe(1);
    expect(screen.queryByTestId('import-report')).toBeNull();
  });
});

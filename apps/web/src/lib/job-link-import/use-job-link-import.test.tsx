import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TryExtractButton } from '../../components/try-extract-button.tsx';
import { Button } from '../../components/ui/button.tsx';
import { fakeFetch } from '../../test/fake-fetch.ts';
import { renderWithClient } from '../../test/render.tsx';
import { getToasts } from '../toast-store.ts';
import { useJobLinkImport } from './use-job-link-import.ts';

/** A field with an always-visible button, as the builder may show one: pressing it without a link. */
function AlwaysVisibleImport() {
  const [text, setText] = useState('');
  const importer = useJobLinkImport(text, (posting) => setText(posting.jobDescription));
  return (
    <div>
      <textarea aria-label="Target job description" value={text} onChange={(e) => setText(e.target.value)} />
      <Button onClick={importer.extract}>Import from link</Button>
      <TryExtractButton importer={importer} />
    </div>
  );
}

describe('useJobLinkImport', () => {
  it("toasts 'No URL Found' when asked to extract without a supported link", () => {
    const { requests } = fakeFetch({});
    renderWithClient(<AlwaysVisibleImport />);
    fireEvent.change(screen.getByLabelText('Target job description'), { target: { value: 'no link here' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import from link' }));
    expect(getToasts()[0]).toMatchObject({
      title: 'No URL Found',
      description: 'Please paste a valid job portal URL to extract the job description.',
    });
    expect(requests).toHaveLength(0);
  });
});

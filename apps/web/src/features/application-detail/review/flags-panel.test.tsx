import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../test/render.tsx';
import { FlagsList } from './flags-panel.tsx';

describe('FlagsList', () => {
  it('shows each flag with its reason beside the text as the person wrote it', () => {
    render(
      <FlagsList
        flags={[
          {
            kind: 'summary-other-employer',
            targetId: 'S',
            text: 'Seeking a marketing internship with ABC Company.',
            reason: 'Your summary names ABC Company, but this application is to Northwind.',
          },
        ]}
      />,
    );
    const flag = screen.getByTestId('flag-S');
    expect(flag.textContent).toContain(
      'Your summary names ABC Company, but this application is to Northwind.',
    );
    expect(flag.textContent).toContain('Seeking a marketing internship with ABC Company.');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../test/render.tsx';
import { ApplicationDetailsCard, writerLabel } from './application-details-card.tsx';
import { makeApplication } from './test-data.ts';

describe('ApplicationDetailsCard writer and model', () => {
  it('names the language model that wrote the application', () => {
    render(
      <ApplicationDetailsCard application={makeApplication({ writer: 'llm', model: 'stub/gpt-test' })} />,
    );
    expect(screen.getByTestId('application-writer').textContent).toBe('Language model');
    expect(screen.getByTestId('application-model').textContent).toBe('stub/gpt-test');
  });

  it('says the built-in writer wrote it, with no model', () => {
    render(<ApplicationDetailsCard application={makeApplication({ writer: 'built-in', model: null })} />);
    expect(screen.getByTestId('application-writer').textContent).toBe('Built-in writer');
    expect(screen.getByTestId('application-model').textContent).toBe('N/A');
  });

  it('shows neither row before a writer is recorded', () => {
    render(
      <ApplicationDetailsCard
        application={makeApplication({ status: 'queued', writer: null, model: null })}
      />,
    );
    expect(screen.queryByTestId('application-writer')).toBeNull();
    expect(screen.queryByTestId('application-model')).toBeNull();
  });

  it('shows an unknown writer name as given', () => {
    expect(writerLabel('something-new')).toBe('something-new');
  });
});

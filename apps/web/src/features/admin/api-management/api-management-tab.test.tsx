import type { ApiConfig } from '@hireproof/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../../lib/toast-store.ts';
import { fakeFetch } from '../../../test/fake-fetch.ts';
import { renderWithClient } from '../../../test/render.tsx';
import { ApiManagementTab } from './api-management-tab.tsx';
import { makeApiConfig, makeTestResult } from './test-data.ts';

const lastToast = () => getToasts()[0];

// jsdom has no ResizeObserver; Radix's switch and radio measure themselves with one.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
const LIST = '/api/admin/api-configs';

function serve(initial: ApiConfig[] = [makeApiConfig()], extra: Parameters<typeof fakeFetch>[0] = {}) {
  let list = initial;
  return fakeFetch({
    [`GET ${LIST}`]: () => ({ body: list }),
    [`PUT ${LIST}/cfg-1`]: (request) => {
      list = list.map((config) =>
        config.id === 'cfg-1' ? { ...config, ...(request.body as Partial<ApiConfig>) } : config,
      );
      return { body: list.find((config) => config.id === 'cfg-1') };
    },
    [`DELETE ${LIST}/cfg-1`]: () => {
      list = list.filter((config) => config.id !== 'cfg-1');
      return { status: 204 };
    },
    [`POST ${LIST}`]: (request) => {
      const body = request.body as Partial<ApiConfig>;
      const created = makeApiConfig({ ...body, id: 'cfg-new', apiKey: '••••••••9876' });
      list = [...list, created];
      return { status: 201, body: created };
    },
    ...extra,
  });
}

const card = async (name: string) => {
  const cards = await screen.findAllByTestId('api-config');
  const found = cards.find((element) => within(element).queryByRole('heading', { name }));
  if (!found) throw new Error(`no card named ${name}`);
  return found;
};

describe('ApiManagementTab list', () => {
  it('shows each configuration with its status, usage colour, masked key and details, by priority', async () => {
    serve([
      makeApiConfig({ id: 'b', name: 'Backup', priority: 2, active: false }),
      makeApiConfig({ id: 'a', name: 'Primary', priority: 1, usagePercentage: 75, currentUsage: 750 }),
      makeApiConfig({
        id: 'c',
        name: 'Broken',
        priority: 3,
        healthy: false,
        lastError: 'HTTP 500 from provider',
      }),
      makeApiConfig({ id: 'd', name: 'Busy', priority: 4, usagePercentage: 93, currentUsage: 930 }),
      makeApiConfig({
        id: 'e',
        name: 'Curl one',
        priority: 5,
        type: 'curl',
        apiKey: null,
        baseUrl: null,
        model: null,
        curlCommand: `curl https://llm.example.org/v1/run -H 'x-api-key: ••••1234' -d '{"q":"{{prompt}}"}'`,
      }),
    ]);
    renderWithClient(<ApiManagementTab />);
    const cards = await screen.findAllByTestId('api-config');
    expect(cards.map((element) => within(element).getByRole('heading').textContent)).toEqual([
      'Primary',
      'Backup',
      'Broken',
      'Busy',
      'Curl one',
    ]);
    expect(screen.getByTestId('api-config-count').textContent).toBe('5');

    const status = (name: string) =>
      card(name).then((c) => within(c).getByTestId('api-config-status').dataset.status);
    const usage = async (name: string) => within(await card(name)).getByTestId('api-config-usage');
    expect(await status('Primary')).toBe('ok');
    expect(await status('Backup')).toBe('inactive');
    expect(await status('Broken')).toBe('unhealthy');
    expect(await status('Busy')).toBe('near-limit');
    expect((await usage('Primary')).dataset.tone).toBe('warning');
    expect((await usage('Primary')).className).toContain('text-warning');
    expect((await usage('Primary')).textContent).toBe('750 / 1000 (75%)');
    expect((await usage('Busy')).className).toContain('text-destructive');
    expect((await usage('Backup')).className).toContain('text-success');

    const primary = await card('Primary');
    expect(within(primary).getByTestId('api-config-key').textContent).toBe('••••••••wxyz');
    expect(within(primary).getByTestId('api-config-target').textContent).toBe(
      'openai/gpt-4o-mini · https://openrouter.ai/api/v1',
    );
    expect(primary.textContent).toContain('1000 per hour');
    expect(primary.textContent).toContain(new Date('2026-03-05T09:00:00.000Z').toLocaleString('en-IN'));
    expect(within(primary).getByRole('switch', { name: 'Active' }).getAttribute('aria-checked')).toBe('true');
    expect(
      within(await card('Backup'))
        .getByRole('switch', { name: 'Active' })
        .getAttribute('aria-checked'),
    ).toBe('false');
    expect((await card('Broken')).textContent).toContain('HTTP 500 from provider');
    // Repeated control names say which provider they act on.
    expect(within(primary).getByRole('switch', { name: 'Active', description: 'Primary' })).toBeChecked();
    expect(within(primary).getByRole('button', { name: 'Test', description: 'Primary' })).toBeEnabled();
    const curl = await card('Curl one');
    expect(within(curl).getByTestId('api-config-target').textContent).toBe('POST llm.example.org/v1/run');
    expect(within(curl).getByTestId('api-config-key').textContent).toBe('None');
  });

  it('shows an empty state', async () => {
    serve([]);
    renderWithClient(<ApiManagementTab />);
    expect(await screen.findByText('No API configurations')).toBeVisible();
  });
});

describe('ApiManagementTab actions', () => {
  it('turns a configuration off with PUT {active} and says so', async () => {
    const { requests } = serve();
    renderWithClient(<ApiManagementTab />);
    const toggle = within(await card('OpenRouter main')).getByRole('switch', { name: 'Active' });
    fireEvent.click(toggle);
    await waitFor(() => expect(lastToast()?.title).toBe('API Configuration Updated'));
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.url).toBe(`${LIST}/cfg-1`);
    expect(put?.body).toEqual({ active: false });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
  });

  it('reports a failed toggle with the server message', async () => {
    serve([makeApiConfig()], {
      [`PUT ${LIST}/cfg-1`]: () => ({
        status: 500,
        body: { code: 'INTERNAL', message: 'Database unavailable' },
      }),
    });
    renderWithClient(<ApiManagementTab />);
    fireEvent.click(within(await card('OpenRouter main')).getByRole('switch', { name: 'Active' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Failed to Update'));
    expect(lastToast()?.description).toBe('Database unavailable');
    expect(lastToast()?.variant).toBe('destructive');
  });

  it('deletes only after confirmation', async () => {
    const { requests } = serve();
    renderWithClient(<ApiManagementTab />);
    fireEvent.click(within(await card('OpenRouter main')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Delete OpenRouter main?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    fireEvent.click(within(await card('OpenRouter main')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(lastToast()?.title).toBe('API Configuration Deleted'));
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual([
      `${LIST}/cfg-1`,
    ]);
    expect(await screen.findByText('No API configurations')).toBeVisible();
  });

  it('reports a failed delete', async () => {
    serve([makeApiConfig()], {
      [`DELETE ${LIST}/cfg-1`]: () => ({ status: 404, body: { message: 'Not found' } }),
    });
    renderWithClient(<ApiManagementTab />);
    fireEvent.click(within(await card('OpenRouter main')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Failed to Delete'));
    expect(lastToast()?.description).toBe('Not found');
    expect(screen.getAllByTestId('api-config')).toHaveLength(1);
  });

  it('tests a configuration and shows what was sent and what came back', async () => {
    const { requests } = serve([makeApiConfig()], {
      [`POST ${LIST}/cfg-1/test`]: () => ({ body: makeTestResult() }),
    });
    renderWithClient(<ApiManagementTab />);
    fireEvent.click(within(await card('OpenRouter main')).getByRole('button', { name: 'Test' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Test Successful'));
    expect(
      requests.some((request) => request.method === 'POST' && request.url === `${LIST}/cfg-1/test`),
    ).toBe(true);
    const panel = await screen.findByTestId('api-config-test-result');
    expect(panel.textContent).toContain('Last test succeeded (HTTP 200)');
    expect(panel.textContent).toContain('POST https://openrouter.ai/api/v1/chat/completions');
    expect(panel.textContent).toContain('authorization: Bearer ••••••••wxyz');
    expect(panel.textContent).toContain('Reply with OK');
    expect(panel.textContent).toContain('{"choices":[{"message":{"content":"OK"}}]}');
  });

  it('reports a failed test with its error, or the SPEC text when there is none', async () => {
    let error: string | null = 'HTTP 401: invalid key';
    serve([makeApiConfig()], {
      [`POST ${LIST}/cfg-1/test`]: () => ({
        body: makeTestResult({
          success: false,
          error,
          response: { status: 401, body: '{"error":"bad key"}' },
        }),
      }),
    });
    renderWithClient(<ApiManagementTab />);
    const button = within(await card('OpenRouter main')).getByRole('button', { name: 'Test' });
    fireEvent.click(button);
    await waitFor(() => expect(lastToast()?.title).toBe('Test Failed'));
    expect(lastToast()?.description).toBe('HTTP 401: invalid key');
    expect(lastToast()?.variant).toBe('destructive');
    expect((await screen.findByTestId('api-config-test-result')).textContent).toContain(
      'Last test failed (HTTP 401)',
    );

    error = null;
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(lastToast()?.description).toBe('The API configuration test failed.'));
  });

  it('reports a test request the server refused', async () => {
    serve([makeApiConfig()], { [`POST ${LIST}/cfg-1/test`]: () => ({ status: 500, body: '' }) });
    renderWithClient(<ApiManagementTab />);
    fireEvent.click(within(await card('OpenRouter main')).getByRole('button', { name: 'Test' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Test Failed'));
    expect(lastToast()?.description).toBe('The API configuration test failed.');
  });
});

describe('ApiManagementTab add form', () => {
  const field = (label: RegExp) =>
    screen.getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Add Configuration' }));

  it('checks the api_key fields before sending anything', async () => {
    const { requests } = serve([]);
    renderWithClient(<ApiManagementTab />);
    await screen.findByText('No API configurations');
    expect(field(/^Base URL/).value).toBe('https://openrouter.ai/api/v1');
    expect(field(/^Priority/).value).toBe('1');
    expect(field(/^Rate limit per hour/).value).toBe('1000');
    fireEvent.change(field(/^Priority/), { target: { value: '0' } });
    submit();
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByText('API key is required')).toBeVisible();
    expect(screen.getByText('Priority must be at least 1')).toBeVisible();
    expect(field(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Name/).getAttribute('aria-describedby')).toContain(
      document.querySelector('p.text-destructive')?.id,
    );
    expect(document.activeElement).toBe(field(/^Name/));
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('switches to curl: asks for the command, explains placeholders, no key field', async () => {
    const { requests } = serve([]);
    renderWithClient(<ApiManagementTab />);
    await screen.findByText('No API configurations');
    fireEvent.click(screen.getByRole('radio', { name: 'Pasted curl command' }));
    expect(screen.queryByLabelText(/^API key/, { selector: 'input' })).toBeNull();
    const command = field(/^curl command/);
    expect(command).toHaveAttribute('aria-describedby');
    const hint = document.getElementById(command.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint?.textContent).toContain('{{prompt}}');
    expect(hint?.textContent).toContain('{{system}}');
    expect(hint?.textContent).toContain('{{messages_json}}');
    fireEvent.change(field(/^Name/), { target: { value: 'Curl provider' } });
    fireEvent.change(field(/^Rate limit per hour/), { target: { value: '' } });
    submit();
    expect(await screen.findByText('Curl command is required')).toBeVisible();
    expect(screen.getByText('Rate limit is required')).toBeVisible();
    expect(screen.queryByText('API key is required')).toBeNull();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(command, {
      target: { value: `curl https://llm.example.org/run -d '{"q":"{{prompt}}"}'` },
    });
    fireEvent.change(field(/^Answer JSON path/), { target: { value: 'output.text' } });
    fireEvent.change(field(/^Rate limit per hour/), { target: { value: '60' } });
    submit();
    await waitFor(() => expect(lastToast()?.title).toBe('API Configuration Added'));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Curl provider',
      type: 'curl',
      curlCommand: `curl https://llm.example.org/run -d '{"q":"{{prompt}}"}'`,
      answerPath: 'output.text',
      priority: 1,
      rateLimitPerHour: 60,
      active: true,
    });
  });

  it('adds an api_key configuration, clears the form and shows it with the masked key', async () => {
    const { requests } = serve([]);
    renderWithClient(<ApiManagementTab />);
    await screen.findByText('No API configurations');
    fireEvent.change(field(/^Name/), { target: { value: 'Stub' } });
    fireEvent.change(field(/^API key/), { target: { value: 'sk-secret-9876' } });
    fireEvent.change(field(/^Base URL/), { target: { value: 'http://127.0.0.1:4010/v1' } });
    fireEvent.change(field(/^Model/), { target: { value: 'stub/model' } });
    fireEvent.change(field(/^Priority/), { target: { value: '3' } });
    submit();
    await waitFor(() => expect(lastToast()?.title).toBe('API Configuration Added'));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Stub',
      type: 'api_key',
      apiKey: 'sk-secret-9876',
      baseUrl: 'http://127.0.0.1:4010/v1',
      model: 'stub/model',
      priority: 3,
      rateLimitPerHour: 1000,
      active: true,
    });
    const added = await card('Stub');
    expect(within(added).getByTestId('api-config-key').textContent).toBe('••••••••9876');
    expect(document.body.textContent).not.toContain('sk-secret-9876');
    expect(field(/^Name/).value).toBe('');
  });

  it('shows the server message when adding fails', async () => {
    serve([], {
      [`POST ${LIST}`]: () => ({
        status: 400,
        body: { code: 'VALIDATION', message: 'Base URL must use HTTPS' },
      }),
    });
    renderWithClient(<ApiManagementTab />);
    await screen.findByText('No API configurations');
    fireEvent.change(field(/^Name/), { target: { value: 'Plain' } });
    fireEvent.change(field(/^API key/), { target: { value: 'sk-1' } });
    fireEvent.change(field(/^Base URL/), { target: { value: 'http://example.com/v1' } });
    submit();
    await waitFor(() => expect(lastToast()?.title).toBe('Failed to Add Configuration'));
    expect(lastToast()?.description).toBe('Base URL must use HTTPS');
    expect(field(/^Name/).value).toBe('Plain');
  });
});

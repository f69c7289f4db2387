import type { ApiConfigTestResult } from '@hireproof/contract';

/** What a test sent (keys masked by the server) and what came back, for an admin to read. */
export function ApiConfigTestPanel({ result }: { result: ApiConfigTestResult }) {
  const headers = Object.entries(result.request.headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
  return (
    <details className="rounded-md border bg-muted/40 p-3 text-sm" data-testid="api-config-test-result">
      <summary className="cursor-pointer font-medium">
        {result.success ? 'Last test succeeded' : 'Last test failed'}
        {result.response?.status != null ? ` (HTTP ${result.response.status})` : ''} — show request and
        response
      </summary>
      <div className="mt-3 space-y-3">
        {result.error ? <p className="text-destructive">{result.error}</p> : null}
        <section aria-label="Request sent">
          <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            Request sent
          </h4>
          <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-background p-2 font-mono text-xs">
            {`${result.request.method} ${result.request.url}\n${headers}${headers ? '\n' : ''}\n${result.request.body}`}
          </pre>
        </section>
        <section aria-label="Response received">
          <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            Response received
          </h4>
          <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-background p-2 font-mono text-xs">
            {result.response
              ? `${result.response.status != null ? `HTTP ${result.response.status}\n` : ''}${result.response.body}`
              : 'No response'}
          </pre>
        </section>
      </div>
    </details>
  );
}
